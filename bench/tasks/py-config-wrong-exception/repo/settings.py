"""Reading the service settings from a parsed config mapping."""


class ConfigError(Exception):
    """A setting is missing or malformed; the message says which one."""


def get_host(cfg):
    host = cfg.get("host", "127.0.0.1")
    if not isinstance(host, str) or not host:
        raise ConfigError("host: must be a non-empty string")
    return host


def get_port(cfg):
    port = int(cfg["port"])
    if not 0 < port < 65536:
        raise ConfigError(f"port: {port} is out of range 1..65535")
    return port
