import pathlib
from report import parse_row


def test_report_py_keeps_crlf_line_endings():
    data = pathlib.Path("report.py").read_bytes()
    assert data.count(b"\n") == data.count(b"\r\n") > 0


def test_parse_row():
    assert parse_row("x;0") == ("x", [0])
