//! Tests of the Markdown entry point: one `check` helper, many small cases.

use super::{Options, check_link, parse};
use crate::doc::{Block, CalculatorSpec, DiagnosticKind, Inline, LinkTarget};

fn text(s: &str) -> Inline {
    Inline::Text(s.to_owned())
}

/// Parses `src` and compares the blocks and the diagnostic kinds with what is expected.
fn check(src: &str, blocks: Vec<Block>, diagnostics: Vec<DiagnosticKind>) {
    let (doc, diags) = parse(src, &Options::default());
    assert_eq!(doc.blocks, blocks, "blocks of {src:?}");
    let kinds: Vec<_> = diags.into_iter().map(|d| d.kind).collect();
    assert_eq!(kinds, diagnostics, "diagnostics of {src:?}");
}

fn para(inlines: Vec<Inline>) -> Block {
    Block::Paragraph(inlines)
}

fn heading(level: u8, id: &str, t: &str) -> Block {
    Block::Heading { level, id: id.to_owned(), content: vec![text(t)] }
}

#[test]
fn paragraph_and_emphasis() {
    check(
        "Plain *soft* and **strong** `code`.",
        vec![para(vec![
            text("Plain "),
            Inline::Emphasis(vec![text("soft")]),
            text(" and "),
            Inline::Strong(vec![text("strong")]),
            text(" "),
            Inline::Code("code".to_owned()),
            text("."),
        ])],
        vec![],
    );
}

#[test]
fn soft_breaks_join_lines_with_a_space() {
    check("one\ntwo", vec![para(vec![text("one two")])], vec![]);
}

#[test]
fn headings_get_slug_anchors() {
    check(
        "# Why GPU cloud?\n\n## Spot & eviction",
        vec![
            heading(1, "why-gpu-cloud", "Why GPU cloud?"),
            heading(2, "spot-eviction", "Spot & eviction"),
        ],
        vec![],
    );
}

#[test]
fn explicit_anchor_wins_over_the_text() {
    check("## 竞价实例 {#spot}", vec![heading(2, "spot", "竞价实例")], vec![]);
}

#[test]
fn chinese_heading_slug_keeps_the_characters() {
    check("## 竞价实例", vec![heading(2, "竞价实例", "竞价实例")], vec![]);
}

#[test]
fn duplicate_anchors_get_a_suffix_and_a_diagnostic() {
    check(
        "## Cost\n\n## Cost",
        vec![heading(2, "cost", "Cost"), heading(2, "cost-2", "Cost")],
        vec![DiagnosticKind::DuplicateAnchor("cost".to_owned())],
    );
}

#[test]
fn inline_html_becomes_visible_text() {
    check(
        "a <script>alert(1)</script> b",
        vec![para(vec![text("a <script>alert(1)</script> b")])],
        vec![
            DiagnosticKind::RawHtml("<script>".to_owned()),
            DiagnosticKind::RawHtml("</script>".to_owned()),
        ],
    );
}

#[test]
fn html_block_becomes_visible_text() {
    check(
        "<div onclick=\"x()\">hi</div>\n",
        vec![para(vec![text("<div onclick=\"x()\">hi</div>\n")])],
        vec![DiagnosticKind::RawHtml("<div onclick=\"x()\">hi</div>".to_owned())],
    );
}

#[test]
fn safe_links_are_kept() {
    let link = |target, t: &str| Inline::Link { target, content: vec![text(t)] };
    check(
        "[a](https://learn.microsoft.com) [b](mailto:x@y.z) [c](/guide/en/cost) [d](#spot)",
        vec![para(vec![
            link(LinkTarget::External("https://learn.microsoft.com".to_owned()), "a"),
            text(" "),
            link(LinkTarget::External("mailto:x@y.z".to_owned()), "b"),
            text(" "),
            link(LinkTarget::Internal("guide/en/cost".to_owned()), "c"),
            text(" "),
            link(LinkTarget::Anchor("spot".to_owned()), "d"),
        ])],
        vec![],
    );
}

#[test]
fn unsafe_links_keep_their_text_only() {
    check(
        "[x](javascript:alert(1)) [y](data:text/html,hi)",
        vec![para(vec![text("x y")])],
        vec![
            DiagnosticKind::UnsafeLink("javascript:alert(1)".to_owned()),
            DiagnosticKind::UnsafeLink("data:text/html,hi".to_owned()),
        ],
    );
}

#[test]
fn link_check_sees_through_case_and_whitespace() {
    for hostile in [
        "JaVaScRiPt:alert(1)",
        "java\tscript:alert(1)",
        " javascript:alert(1)",
        "vbscript:msgbox",
        "//evil.example/x",
        "\\\\evil.example",
        "",
    ] {
        assert_eq!(check_link(hostile), None, "{hostile:?}");
    }
    assert_eq!(
        check_link("guide/en/x?y=a:b"),
        Some(LinkTarget::Internal("guide/en/x?y=a:b".into()))
    );
}

#[test]
fn images_keep_their_alt_text() {
    check(
        "![a chart](chart.png)",
        vec![para(vec![text("a chart")])],
        vec![DiagnosticKind::Image("chart.png".to_owned())],
    );
}

#[test]
fn tight_list_items_become_paragraphs() {
    check(
        "- one\n- two\n\n3. three",
        vec![
            Block::List {
                start: None,
                items: vec![vec![para(vec![text("one")])], vec![para(vec![text("two")])]],
            },
            Block::List { start: Some(3), items: vec![vec![para(vec![text("three")])]] },
        ],
        vec![],
    );
}

#[test]
fn tables_have_a_head_and_rows() {
    check(
        "| GPU | VRAM |\n|---|---|\n| H100 | 80 |",
        vec![Block::Table {
            head: vec![vec![text("GPU")], vec![text("VRAM")]],
            rows: vec![vec![vec![text("H100")], vec![text("80")]]],
        }],
        vec![],
    );
}

#[test]
fn calc_fence_places_a_calculator() {
    check(
        "```calc spot\nregion = westeurope\n# a comment\nhours=100\n```",
        vec![Block::Calculator(CalculatorSpec {
            name: "spot".to_owned(),
            params: vec![
                ("region".to_owned(), "westeurope".to_owned()),
                ("hours".to_owned(), "100".to_owned()),
            ],
        })],
        vec![],
    );
}

#[test]
fn calc_fence_reports_bad_lines() {
    check(
        "```calc spot\nnot a pair\n```",
        vec![Block::Calculator(CalculatorSpec { name: "spot".to_owned(), params: vec![] })],
        vec![DiagnosticKind::BadCalculatorParam("not a pair".to_owned())],
    );
}

#[test]
fn code_fence_is_verbatim() {
    check(
        "```json\n{\"a\": \"<b>\"}\n```",
        vec![Block::Code { lang: "json".to_owned(), text: "{\"a\": \"<b>\"}\n".to_owned() }],
        vec![],
    );
}

#[test]
fn quote_holds_blocks() {
    check(
        "> **Note** hi",
        vec![Block::Quote(vec![para(vec![Inline::Strong(vec![text("Note")]), text(" hi")])])],
        vec![],
    );
}

#[test]
fn title_is_the_first_level_one_heading() {
    let (doc, _) = parse("intro\n\n# The *real* title\n\n# Second", &Options::default());
    assert_eq!(doc.title, "The real title");
}

#[test]
fn diagnostics_carry_the_source_line() {
    let (_, diags) = parse("line one\n\nline <b>three</b>", &Options::default());
    assert_eq!(diags.iter().map(|d| d.line).collect::<Vec<_>>(), vec![3, 3]);
}

#[test]
fn outline_lists_levels_two_and_three() {
    let (doc, _) = parse("# T\n## A\n### B\n#### C", &Options::default());
    let outline: Vec<_> = doc.outline().into_iter().map(|e| (e.level, e.id)).collect();
    assert_eq!(outline, vec![(2, "a".to_owned()), (3, "b".to_owned())]);
}

#[test]
fn hostile_input_never_panics_and_yields_a_document() {
    let inputs = [
        "",
        "\u{0}\u{FFFD}\u{202E}",
        &"[".repeat(10_000),
        &"> ".repeat(2_000),
        &"- ".repeat(2_000),
        "| a |\n|---|\n| b | c | d |",
        "```calc\n=\n```",
        "# \n## \n###",
    ];
    for src in inputs {
        let (doc, _) = parse(src, &Options::default());
        // Round-trips through serde, as the site build does.
        let json = serde_json::to_string(&doc).unwrap_or_default();
        assert!(!json.is_empty(), "{src:?}");
    }
}

/// The depth of the deepest chain of nested blocks and inlines.
fn depth(blocks: &[Block]) -> usize {
    fn inline_depth(i: &Inline) -> usize {
        match i {
            Inline::Emphasis(c) | Inline::Strong(c) | Inline::Strikethrough(c) => {
                1 + c.iter().map(inline_depth).max().unwrap_or(0)
            }
            Inline::Link { content, .. } => 1 + content.iter().map(inline_depth).max().unwrap_or(0),
            _ => 1,
        }
    }
    blocks
        .iter()
        .map(|b| match b {
            Block::Quote(bs) | Block::Callout { blocks: bs, .. } => 1 + depth(bs),
            Block::List { items, .. } => 2 + items.iter().map(|i| depth(i)).max().unwrap_or(0),
            Block::Paragraph(c) | Block::Heading { content: c, .. } => {
                1 + c.iter().map(inline_depth).max().unwrap_or(0)
            }
            _ => 1,
        })
        .max()
        .unwrap_or(0)
}

// Regression: 2,000 nested quotes overflowed the stack of a test thread when the tree was walked.
#[test]
fn deep_nesting_is_flattened_and_reported() {
    // `- - -` would be a thematic break; alternating markers nest lists.
    for src in
        ["> ".repeat(2_000), "- + ".repeat(1_000), "*a ".repeat(2_000), "1. > - ".repeat(700)]
    {
        let (doc, diags) = parse(&src, &Options::default());
        assert!(
            depth(&doc.blocks) <= 2 * super::MAX_NESTING + 8,
            "depth {} for {:?}…",
            depth(&doc.blocks),
            &src[..12]
        );
        let json = serde_json::to_string(&doc).unwrap_or_default();
        let back: Result<crate::doc::Document, _> = serde_json::from_str(&json);
        assert_eq!(back.ok().as_ref(), Some(&doc), "the browser can read it back");
        if !src.starts_with('*') {
            assert!(diags.iter().any(|d| matches!(d.kind, DiagnosticKind::TooDeep(_))), "reported");
        }
    }
}

#[test]
fn shallow_nesting_keeps_its_structure() {
    check(
        "> > deep",
        vec![Block::Quote(vec![Block::Quote(vec![para(vec![text("deep")])])])],
        vec![],
    );
    let (doc, diags) = parse(&"> ".repeat(super::MAX_NESTING - 1), &Options::default());
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!(depth(&doc.blocks), super::MAX_NESTING - 1);
}

#[test]
fn live_number_directives_become_typed_nodes() {
    let live = |name: &str, params: &[(&str, &str)]| {
        Inline::Live(crate::doc::LiveSpec {
            name: name.to_owned(),
            params: params.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect(),
            line: 1,
            value: None,
        })
    };
    check(
        "Spot is {{ spot_discount region=westeurope }} off; {{size_count}} sizes.",
        vec![para(vec![
            text("Spot is "),
            live("spot_discount", &[("region", "westeurope")]),
            text(" off; "),
            live("size_count", &[]),
            text(" sizes."),
        ])],
        vec![],
    );
    // Broken directives stay visible as text and are reported.
    check(
        "a {{ b",
        vec![para(vec![text("a {{ b")])],
        vec![DiagnosticKind::BadDirective("{{ b".to_owned())],
    );
    check(
        "{{ Bad name }}",
        vec![para(vec![text("{{ Bad name }}")])],
        vec![DiagnosticKind::BadDirective("{{ Bad name }}".to_owned())],
    );
    // Inside code, a directive is just code.
    check(
        "`{{ size_count }}`",
        vec![para(vec![Inline::Code("{{ size_count }}".to_owned())])],
        vec![],
    );
}

#[test]
fn marked_quotes_become_callouts() {
    use crate::doc::CalloutKind;
    check(
        "> [!FACTCHECK]\n> The article says A16; no Azure size offers it.",
        vec![Block::Callout {
            kind: CalloutKind::FactCheck,
            blocks: vec![para(vec![text("The article says A16; no Azure size offers it.")])],
        }],
        vec![],
    );
    check(
        "> [!WARNING] Spot can be evicted.",
        vec![Block::Callout {
            kind: CalloutKind::Warning,
            blocks: vec![para(vec![text("Spot can be evicted.")])],
        }],
        vec![],
    );
    // Without a marker it stays a quote.
    check("> [!OTHER] x", vec![Block::Quote(vec![para(vec![text("[!OTHER] x")])])], vec![]);
}

#[test]
fn footnote_references_become_citations_in_order() {
    let (doc, d) = crate::markdown::parse(
        "Spot is cheaper[^az-spot] in *most[^GK-H100]* regions.[^az-spot] Not [^this one], nor [^].\n",
        &Default::default(),
    );
    assert!(d.is_empty(), "{d:?}");
    assert_eq!(
        doc.blocks,
        vec![para(vec![
            text("Spot is cheaper"),
            Inline::Cite("az-spot".into()),
            text(" in "),
            Inline::Emphasis(vec![text("most"), Inline::Cite("GK-H100".into())]),
            text(" regions."),
            Inline::Cite("az-spot".into()),
            text(" Not [^this one], nor [^]."),
        ])]
    );
    assert_eq!(doc.citations(), vec!["az-spot", "GK-H100"]);
}

#[test]
fn a_calculator_is_found_wherever_it_is_nested() {
    let found = |src: &str| {
        let doc = parse(src, &Options::default()).0;
        doc.calculators().iter().map(|c| c.name.clone()).collect::<Vec<_>>()
    };
    assert!(
        found("# Title\n\nText, a list:\n\n- one\n- two\n\n> a quote\n\n```json\n{}\n```")
            .is_empty()
    );
    assert_eq!(found("```calc spot\n```"), ["spot"]);
    assert_eq!(found("- an item\n\n  ```calc spot\n  ```"), ["spot"]);
    assert_eq!(
        found("> ```calc break-even\n> ```\n\n```calc wizard\n```"),
        ["break-even", "wizard"]
    );
}
