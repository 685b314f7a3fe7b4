"""Every contest problem is cited as a student can use it, and says nothing about how it was gathered.

A citation is the judge, the problem number, the title and the address of the statement on the
judge's own site. Where a sample is quoted, one sentence says where it comes from; no file ids,
search notes or remarks about the making of the course appear in the data, its README, the
solvers' docstrings or the lesson that prints them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

from grundylib import problems

ROOT = Path(__file__).resolve().parent.parent
PROBLEM_DIR = ROOT / "grundylib" / "data" / "problems"
FILES = {path.stem: path for path in sorted(PROBLEM_DIR.glob("*.json"))}

JUDGE_HOSTS = {
    "hdu": "acm.hdu.edu.cn",
    "poj": "poj.org",
    "lightoj": "lightoj.com",
    "codeforces": "codeforces.com",
}
"""Each judge and the host its statements live on."""

TOOLING_WORDING = re.compile(
    r"find_string|stored[- ]file|file id|code index|the index|corpus|corpora|github file"
    r"|located with|repository/path|could not be (?:read|retrieved)|while this lesson was written"
    r"|search(?:es|ed)? (?:for|of|the) (?:statement|phrase|page|sample)|exact-string"
    r"|language model|assistant|chatgpt|\bllm\b",
    re.IGNORECASE,
)
"""Wording about how material was gathered, which a student has no use for."""

TEXTS_SHOWN_TO_STUDENTS = [
    *FILES.values(),
    PROBLEM_DIR / "README.md",
    ROOT / "grundylib" / "course" / "problems.py",
    ROOT / "grundylib" / "games" / "hyper_knight.py",
    ROOT / "grundylib" / "games" / "paint_chain.py",
    ROOT / "grundylib" / "games" / "race_to_total.py",
    ROOT / "notebooks" / "12_problem_set.ipynb",
]


def read_problem(key: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FILES[key].read_text(encoding="utf-8"))
    return data


def test_the_problem_files_are_the_solved_ones() -> None:
    assert sorted(FILES) == sorted(problems.SOLVERS)


@pytest.mark.parametrize("key", sorted(FILES))
def test_each_problem_has_judge_number_title_and_statement_url(key: str) -> None:
    raw = read_problem(key)
    assert raw["judge"] in JUDGE_HOSTS, f"{key}: unknown judge {raw['judge']!r}"
    assert re.fullmatch(r"\d+[A-Z]?", str(raw["id"])), f"{key}: problem number {raw['id']!r}"
    assert key == f"{raw['judge']}_{raw['id']}", f"{key}: file name disagrees with judge and id"
    assert isinstance(raw["title"], str) and raw["title"].strip() == raw["title"] != ""
    url = urlparse(raw["url"])
    assert url.scheme in {"http", "https"}, f"{key}: {raw['url']!r} is not a web address"
    host = url.netloc.removeprefix("www.")
    assert host == JUDGE_HOSTS[raw["judge"]], f"{key}: {raw['url']!r} is not on the judge's site"
    # the address names the problem: by its number, or (LightOJ) by its title
    slug = re.sub(r"[^a-z0-9]+", "-", raw["title"].lower()).strip("-")
    number = re.fullmatch(r"(\d+)([A-Z]?)", str(raw["id"]))
    assert number is not None
    named_by_number = all(part in raw["url"] for part in number.groups() if part)
    assert named_by_number or slug in raw["url"], f"{key}: {raw['url']!r} does not name the problem"


@pytest.mark.parametrize("key", sorted(FILES))
def test_a_quoted_sample_comes_with_one_sentence_of_provenance(key: str) -> None:
    raw = read_problem(key)
    provenance = raw["source_of_sample"]
    if raw["sample_input"] is None:
        assert provenance is None and raw["sample_output"] is None
        return
    assert isinstance(provenance, str)
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", provenance.strip()) if s]
    assert len(sentences) == 1, f"{key}: provenance should be one sentence, got {provenance!r}"
    assert provenance.endswith(".") and len(provenance) < 200


@pytest.mark.parametrize("key", sorted(FILES))
def test_the_printed_citation_is_what_a_student_needs(key: str) -> None:
    problem = problems.load_problem(key)
    lines = problem.sample_text().split("\n")
    assert lines[0] == f"{problem.judge_name} {problem.id} · {problem.title}"
    assert lines[1] == problem.url
    assert not TOOLING_WORDING.search(problem.sample_text())


@pytest.mark.parametrize("path", TEXTS_SHOWN_TO_STUDENTS, ids=lambda p: p.name)
def test_no_wording_about_how_material_was_gathered(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = TOOLING_WORDING.search(text)
    assert found is None, f"{path.name}: {text[max(0, found.start() - 60) : found.end() + 60]!r}"


def test_the_wording_check_can_fail() -> None:
    old = "public GitHub file located with the find_string code index (stored-file id 3273)"
    assert TOOLING_WORDING.search(old)
    assert TOOLING_WORDING.search(
        "The judges' own pages could not be read while this lesson was written."
    )
    assert not TOOLING_WORDING.search(
        "The sample is quoted from two public copies of the statement."
    )
