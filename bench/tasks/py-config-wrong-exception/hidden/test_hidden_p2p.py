import pytest
from settings import ConfigError, get_port


def test_numeric_port():
    assert get_port({"port": 443}) == 443


def test_zero_port_is_refused():
    with pytest.raises(ConfigError):
        get_port({"port": 0})
