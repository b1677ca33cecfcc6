import pytest
from pager import page_count, paginate


def test_page_zero_is_refused():
    with pytest.raises(ValueError):
        paginate([1, 2], 0, 1)


def test_page_count():
    assert page_count(9, 3) == 3
