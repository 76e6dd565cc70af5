"""The join page a teacher projects (tripeaks_site/server/join.py): its QR code, as Chromium draws it,
decodes to the address students type, read by a decoder of its own (zxing-cpp) as a student's phone reads it."""

from __future__ import annotations

import io

import numpy
import pytest
import zxingcpp
from PIL import Image

from tripeaks_site.server.join import join_page


@pytest.mark.parametrize("width", [1280, 375])
def test_the_join_pages_qr_code_decodes_to_the_address(browser, width):
    url = "http://192.168.1.23:8000/"
    page = browser.new_page(viewport={"width": width, "height": 800})
    page.set_content(join_page(url, ["http://10.0.0.7:8000/"]))
    shot = page.locator("svg").first.screenshot()
    page.close()
    image = numpy.array(Image.open(io.BytesIO(shot)).convert("L"))
    found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
    assert [result.text for result in found] == [url]
