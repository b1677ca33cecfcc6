from pager import page_count


def test_page_count_rounds_up():
    assert page_count(10, 3) == 4


def test_page_count_of_nothing_is_one():
    assert page_count(0, 5) == 1
