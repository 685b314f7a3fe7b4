"""How long a fresh Python takes to import grundylib, beside numpy.

Each command runs in a new process, several times, interleaved so that a busy machine
slows them alike; the median wall time of each is printed with the difference to
``python -c "import numpy"``, and beside it the median CPU time (user + system) of the
process, which a machine busy with other work disturbs much less. Targets: ``import grundylib`` within 0.3 s of numpy, and
``python -m grundylib --help`` under 0.6 s.

    python benchmarks/bench_import.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import resource
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


def cpu_of_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def wall_time(command: list[str]) -> tuple[float, float]:
    """Seconds from starting ``command`` in a new process to its exit, and its CPU seconds."""
    cpu = cpu_of_children()
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start, cpu_of_children() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs of each command")
    args = parser.parse_args()
    for command in COMMANDS.values():  # warm the file cache once
        wall_time(command)
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in COMMANDS}
    for _ in range(args.repeat):
        for name, command in COMMANDS.items():
            times[name].append(wall_time(command))
    numpy = [statistics.median(run[i] for run in times["import numpy"]) for i in (0, 1)]
    print(f"import times, median of {args.repeat} fresh processes (wall time; CPU time)")
    for name, runs in times.items():
        wall, cpu = (statistics.median(run[i] for run in runs) for i in (0, 1))
        print(
            f"  {name:28s} wall {wall:6.3f} s ({wall - numpy[0]:+6.3f} s beside numpy)   "
            f"CPU {cpu:6.3f} s ({cpu - numpy[1]:+6.3f} s)"
        )


if __name__ == "__main__":
    main()
