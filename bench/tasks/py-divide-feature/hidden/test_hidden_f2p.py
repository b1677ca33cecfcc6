import pathlib
import pytest


def test_divide():
    from calc import divide
    assert divide(7, 2) == 3.5
    assert divide(-6, 3) == -2


def test_divide_by_zero_raises():
    from calc import divide
    with pytest.raises(ZeroDivisionError, match="cannot divide by zero"):
        divide(1, 0)


def test_the_visible_suite_tests_divide():
    text = "".join(p.read_text() for p in pathlib.Path("tests").rglob("test_*.py"))
    assert "divide(" in text, "the issue asks for tests of divide in tests/"
    assert "raises" in text
