#!/usr/bin/env python3
"""Fills nnlab_es.ts and nnlab_pt.ts (and the plural forms of nnlab_en.ts) from es_strings.py and
pt_strings.py (the app's own strings) and es_engine_strings.py and pt_engine_strings.py (the
engine's messages, report texts and units): every message
whose source has a text gets it (plural messages get their two forms). Prints the sources
still missing, and lists the engine's message templates (context nnlab::messages) in
engine_messages.inc, which the app matches stored English texts against (widgets/message_text.h).
Run it after `cmake --build build --target nnlab_lupdate` has added strings:
    python3 resources/translations/fill_ts.py"""
import os
import sys
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from es_strings import EN, ES  # noqa: E402
from pt_strings import PT  # noqa: E402
from es_engine_strings import ES as ES_ENGINE  # noqa: E402
from pt_engine_strings import PT as PT_ENGINE  # noqa: E402

for table, engine in ((ES, ES_ENGINE), (PT, PT_ENGINE)):
    for source, text in engine.items():
        if source in table and table[source] != text:
            print("conflict:", repr(source))
        table[source] = text

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


def c_literal(text):
    out = '"'
    for ch in text:
        if ch in '"\\':
            out += "\\" + ch
        elif ch == "\n":
            out += "\\n"
        else:
            out += ch
    return out + '"'


def write_templates(name):
    """The sources of context nnlab::messages in nnlab_es.ts, as C string literals."""
    templates = []
    for context in ET.parse(os.path.join(here, "nnlab_es.ts")).getroot().iter("context"):
        if context.find("name").text != "nnlab::messages":
            continue
        for message in context.iter("message"):
            templates.append(message.find("source").text)
    lines = ["// The engine's message templates (context nnlab::messages), written by fill_ts.py from",
             "// nnlab_es.ts: the app matches stored English texts against them (widgets/message_text.cpp)."]
    lines += [c_literal(t) + "," for t in sorted(set(templates))]
    with open(os.path.join(here, name), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


missing = fill("nnlab_es.ts", ES) + fill("nnlab_pt.ts", PT) + fill("nnlab_en.ts", EN)
write_templates("engine_messages.inc")
sys.exit(1 if missing else 0)
