import sys

from .cli import main

if __name__ == "__main__":  # worker processes of ``balance`` import this module without running the command
    sys.exit(main())
