from pricing import discounted, price_with_vat


def test_vat_rounds_to_cents():
    assert price_with_vat(19.99, 0.2) == 23.99


def test_discount():
    assert discounted(10.0, 15) == 8.5
