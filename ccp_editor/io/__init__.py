"""Reading and writing documents: safe YAML with positions, schema validation, atomic saves."""
