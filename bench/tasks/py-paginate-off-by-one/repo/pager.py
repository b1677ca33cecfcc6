"""Splitting lists into pages for the listing views."""
import math


def page_count(total, per_page):
    """How many pages `total` items fill, at `per_page` items a page."""
    if per_page <= 0:
        raise ValueError("per_page must be positive")
    return max(1, math.ceil(total / per_page))


def paginate(items, page, per_page):
    """The items on `page` (1-based)."""
    if page < 1:
        raise ValueError("pages start at 1")
    start = page * per_page
    return items[start:start + per_page]
