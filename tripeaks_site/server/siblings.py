"""The precompressed siblings of a site's file: each encoding as (Content-Encoding, the sibling's suffix),
in the order the server prefers them. precompress.py writes them; handler.py sends them."""

ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
