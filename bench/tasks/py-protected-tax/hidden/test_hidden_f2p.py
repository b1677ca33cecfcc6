from pricing import discounted, price_with_vat


def test_half_cent_rounds_up():
    assert price_with_vat(0.05, 0.1) == 0.06


def test_discount_rounds():
    assert discounted(0.99, 50) == 0.5
