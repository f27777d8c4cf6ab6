"""The only layer that touches the browser: events, screens, storage, routing."""
