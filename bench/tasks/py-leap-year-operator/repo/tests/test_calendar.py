from calendar_utils import days_in_month


def test_january():
    assert days_in_month(2023, 1) == 31


def test_february_in_a_leap_year():
    assert days_in_month(2024, 2) == 29
