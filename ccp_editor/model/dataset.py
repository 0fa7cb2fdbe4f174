"""The data set manifest: one directory holding a whole "game box" a user can copy and share."""

from __future__ import annotations

from typing import Literal

from .base import FORMAT_VERSION, Document, Provenance, dataclass, spec


@dataclass
class DataSetManifest(Document):
    """A game box: which rule set, forces, chits, fortification OB, maps and scenarios belong together."""

    KIND = "dataset"
    TITLE = "CC:P Scenario Studio data set"

    kind: Literal["dataset"]
    format: int = spec(minimum=1, maximum=FORMAT_VERSION)
    id: str = spec(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    name: str = spec(min_length=1)
    provenance: Provenance
    ruleset: str = spec("builtin:ccp", description="A path, or 'builtin:ccp' for the rule set shipped with the app.")
    forces: list[str] = spec(default_factory=list, description="Forces files, one per nation.")
    objective_chits: str | None = None
    fortification_ob: str | None = None
    fate_decks: list[str] = spec(default_factory=list, description="Fate deck files, one per nation (optional).")
    maps: str = spec("maps", description="Folder of map documents.")
    scenarios: str = spec("scenarios", description="Folder of scenario documents.")
    description: str = ""


class DataSet:
    """A loaded game box: the documents of one data set, indexed for cross-references.

    Plain container (no I/O): ``ccp_editor.io.dataset`` fills it.
    """

    def __init__(self, manifest: DataSetManifest | None = None, root: object = None) -> None:
        from .fatedeck import FateDeck
        from .forces import Counter, Forces
        from .mapdoc import MapDocument
        from .ruleset import RuleSet
        from .scenario import Scenario
        from .tables import FortificationOB, ObjectiveChits

        self.manifest = manifest
        self.root = root
        self.ruleset: RuleSet | None = None
        self.forces: dict[str, Forces] = {}
        self.chits: ObjectiveChits | None = None
        self.fortification_ob: FortificationOB | None = None
        self.fate_decks: dict[str, FateDeck] = {}
        self.maps: dict[str, MapDocument] = {}
        self.scenarios: dict[str, Scenario] = {}
        self.paths: dict[int, object] = {}
        # resolved path -> (stat key, document, Loaded, problems) of every file read for this data set,
        # so validating a folder does not parse its files a second time
        self.sources: dict[object, tuple] = {}
        # resolved path -> problems of ids that two documents of the box share (io.uniqueness)
        self.clashes: dict[object, list] = {}
        self._counters: dict[str, Counter] | None = None

    @property
    def id(self) -> str:
        return self.manifest.id if self.manifest else "unnamed"

    @property
    def provenance(self) -> str:
        return self.manifest.provenance if self.manifest else "user"

    def counters(self) -> dict:
        """Every counter of every nation by id (ids are unique across the data set)."""
        if self._counters is None:
            self._counters = {c.id: c for f in self.forces.values() for c in f.counters}
        return self._counters

    def counter_nation(self, counter_id: str) -> str | None:
        for nation, forces in self.forces.items():
            if forces.counter(counter_id) is not None:
                return nation
        return None

    def invalidate(self) -> None:
        self._counters = None
