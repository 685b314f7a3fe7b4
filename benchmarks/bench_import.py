"""How long a fresh Python takes to import grundylib, beside numpy.

Each command runs in a new process, several times, interleaved so that a busy machine
slows them alike; the median of each is printed with the difference to
``python -c "import numpy"``. Targets: ``import grundylib`` within 0.3 s of numpy, and
``python -m grundylib --help`` under 0.6 s.

    python benchmarks/bench_import.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

COMMANDS: dict[str, list[str]] = {
    "import numpy": [sys.executable, "-c", "import numpy"],
    "import networkx": [sys.executable, "-c", "import networkx"],
    "import grundylib": [sys.executable, "-c", "import grundylib"],
    "python -m grundylib --help": [sys.executable, "-m", "grundylib", "--help"],
}


def wall_time(command: list[str]) -> float:
    """Seconds from starting ``command`` in a new process to its exit."""
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs of each command")
    args = parser.parse_args()
    for command in COMMANDS.values():  # warm the file cache once
        wall_time(command)
    times: dict[str, list[float]] = {name: [] for name in COMMANDS}
    for _ in range(args.repeat):
        for name, command in COMMANDS.items():
            times[name].append(wall_time(command))
    numpy = statistics.median(times["import numpy"])
    print(f"import times, median of {args.repeat} fresh processes")
    for name, runs in times.items():
        median = statistics.median(runs)
        print(f"  {name:28s} {median:6.3f} s   {median - numpy:+6.3f} s beside numpy")


if __name__ == "__main__":
    main()
