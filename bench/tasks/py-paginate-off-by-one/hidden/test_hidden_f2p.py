from pager import paginate


def test_first_page_starts_at_first_item():
    assert paginate(list(range(10)), 1, 3) == [0, 1, 2]


def test_last_page_holds_the_rest():
    assert paginate(list(range(10)), 4, 3) == [9]
