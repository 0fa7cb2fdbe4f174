"""What a run killed in the middle of a write leaves behind, made by a real process that is killed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_WRITER = """
import os, sys
from pathlib import Path
from ccp_editor.io.tempfiles import new_temp_dir, new_temp_file
folder, name, what = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
if what == "dir":
    p = new_temp_dir(folder, name)
    (p / "dataset.yaml").write_text("half a copy")
else:
    fd, p = new_temp_file(folder, name)
    os.write(fd, b"half a save")
print(p, flush=True)
os.kill(os.getpid(), 9)
"""


def killed_write(folder: Path, name: str, what: str = "file") -> Path:
    """The temporary (file or staging folder) of a write to ``folder/name`` whose process was killed."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", _WRITER, str(folder), name, what], capture_output=True, text=True, env=env)
    assert proc.returncode == -9, proc.stderr
    path = Path(proc.stdout.strip())
    assert path.exists()
    return path
