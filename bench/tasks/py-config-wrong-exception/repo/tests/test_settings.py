import pytest
from settings import ConfigError, get_host, get_port


def test_port_from_string():
    assert get_port({"port": "8080"}) == 8080


def test_port_out_of_range():
    with pytest.raises(ConfigError):
        get_port({"port": 70000})


def test_default_host():
    assert get_host({}) == "127.0.0.1"
