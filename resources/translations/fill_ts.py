#!/usr/bin/env python3
"""Fills nnlab_es.ts and nnlab_pt.ts (and the plural forms of nnlab_en.ts) from es_strings.py and
pt_strings.py: every message
whose source has a text gets it (plural messages get their two forms). Prints the sources
still missing. Run it after `cmake --build build --target nnlab_lupdate` has added strings:
    python3 resources/translations/fill_ts.py"""
import os
import sys
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from es_strings import EN, ES  # noqa: E402
from pt_strings import PT  # noqa: E402

def fill(name, table):
    path = os.path.join(here, name)
    tree = ET.parse(path)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.find("source").text
        tr = message.find("translation")
        comment = message.find("comment")
        text = table.get(source + "|" + comment.text) if comment is not None else None
        if text is None:
            text = table.get(source)
        if text is None:
            missing.append(source)
            continue
        for child in list(tr):
            tr.remove(child)
        tr.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            forms = text if isinstance(text, list) else [text, text]
            tr.text = None
            for f in forms:
                ET.SubElement(tr, "numerusform").text = f
        else:
            tr.text = text if isinstance(text, str) else text[-1]
    with open(path, "wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding="utf-8", xml_declaration=False)
        f.write(b"\n")
    for m in missing:
        print("missing:", repr(m))
    return missing


missing = fill("nnlab_es.ts", ES) + fill("nnlab_pt.ts", PT) + fill("nnlab_en.ts", EN)
sys.exit(1 if missing else 0)
