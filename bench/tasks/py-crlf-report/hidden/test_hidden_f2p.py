from report import report, row_total


def test_single_quantity():
    assert row_total("nuts;7") == 7


def test_report():
    assert report(["a;1;2", "", "b;5"]) == {"a": 3, "b": 5}
