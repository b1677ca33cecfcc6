from report import parse_row, row_total


def test_parse_row():
    assert parse_row("bolts;1;2\r\n") == ("bolts", [1, 2])


def test_row_total():
    assert row_total("widgets;3;4;5") == 12
