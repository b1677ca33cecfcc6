import pytest
from settings import ConfigError, get_port


def test_missing_port_is_a_config_error():
    with pytest.raises(ConfigError, match="port"):
        get_port({})


def test_non_numeric_port_is_a_config_error():
    with pytest.raises(ConfigError, match="port"):
        get_port({"port": "http"})
