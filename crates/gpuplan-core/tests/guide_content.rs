//! The guide under `content/guide/`, checked as a reader would need it: both languages complete
//! and aligned, every live number resolved from the catalog, every footnote and link reaching
//! something, every catalog figure sourced, the fact checks present, and search working in both
//! languages.
#![cfg(all(feature = "markdown", feature = "sources"))]

use std::path::PathBuf;

use gpuplan_core::dataset::{self, Dataset};
use gpuplan_core::doc::{Block, CalloutKind, Inline, plain_text};
use gpuplan_core::guide::{self, Guide, Lang, search};

fn load() -> (Guide, Vec<String>, Vec<(Lang, String, String)>) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../content/guide");
    let mut files = Vec::new();
    for lang in Lang::ALL {
        let dir = root.join(lang.code());
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".md") {
                let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
                files.push((lang, name, text));
            }
        }
    }
    let data = data();
    let (guide, problems) = guide::assemble(&files, &data, today());
    (guide, problems, files)
}

/// The day the guide is assembled on in these tests.
fn today() -> gpuplan_core::date::Date {
    "2026-12-02".parse().unwrap_or_else(|e| panic!("{e}"))
}

fn data() -> Dataset {
    dataset::embedded().unwrap_or_else(|e| panic!("dataset: {e:?}"))
}

#[test]
fn the_guide_assembles_without_a_single_problem() {
    let (_, problems, _) = load();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_section_of_the_article_is_a_chapter_in_both_languages() {
    let (guide, _, _) = load();
    let want = [
        "why-gpu-cloud",
        "gpu-family-map",
        "performance",
        "cost-models",
        "tool-ladder",
        "decision-tree",
        "future",
        "faq",
        "glossary",
    ];
    for lang in Lang::ALL {
        let slugs: Vec<&str> = guide.chapters_in(lang).map(|c| c.slug.as_str()).collect();
        assert_eq!(slugs, want, "{lang:?}");
        for c in guide.chapters_in(lang) {
            assert!(!c.doc.title.is_empty(), "{lang:?}/{} has no title", c.slug);
        }
    }
}

#[test]
fn the_faq_answers_at_least_twelve_questions_in_each_language() {
    let (guide, _, _) = load();
    for lang in Lang::ALL {
        let faq = guide.find(lang, "faq").unwrap_or_else(|| panic!("{lang:?}: no FAQ"));
        let questions = faq.doc.outline().into_iter().filter(|e| e.level == 2).count();
        assert!(questions >= 12, "{lang:?}: {questions} questions");
    }
}

#[test]
fn the_language_check_catches_a_missing_anchor_and_a_broken_link() {
    // Proof that the checks behind `the_guide_assembles…` can fail.
    let (_, _, mut files) = load();
    for (lang, name, text) in &mut files {
        if *lang == Lang::Zh && name.ends_with("-faq.md") {
            *text = text.replace("{#exchange}", "{#swap}");
        }
        if *lang == Lang::En && name.ends_with("-glossary.md") {
            text.push_str("\nSee [nothing](guide/en/nowhere) and [x](guide/en/faq#nope) and [^no-such-source].\n");
        }
    }
    let (_, problems) = guide::assemble(&files, &data(), today());
    let joined = problems.join("\n");
    assert!(joined.contains("zh/faq: the anchors differ"), "{joined}");
    assert!(joined.contains("guide/en/nowhere"), "{joined}");
    assert!(joined.contains("guide/en/faq#nope"), "{joined}");
    assert!(joined.contains("[^no-such-source]"), "{joined}");
}

/// Directives whose figure comes from a source (prices, specs, rates); counts of the catalog
/// itself need none.
const SOURCED: [&str; 17] = [
    "price",
    "price_per_gpu",
    "card_price",
    "card_months",
    "vcpu",
    "price_count",
    "calc_total",
    "price_ratio",
    "spot_discount",
    "discount",
    "rate",
    "gpu_spec",
    "spec_ratio",
    "vram",
    "egress_free",
    "blob_min_days",
    "newest_snapshot",
];

/// The units a reader sees as one statement: a paragraph, a list item, a callout, a table row.
fn units(blocks: &[Block], out: &mut Vec<Vec<Inline>>) {
    for b in blocks {
        match b {
            Block::Paragraph(c) | Block::Heading { content: c, .. } => out.push(c.clone()),
            Block::List { items, .. } => {
                for item in items {
                    let mut inner = Vec::new();
                    units(item, &mut inner);
                    out.push(inner.concat());
                }
            }
            Block::Quote(bs) | Block::Callout { blocks: bs, .. } => {
                let mut inner = Vec::new();
                units(bs, &mut inner);
                out.push(inner.concat());
            }
            Block::Table { rows, .. } => out.extend(rows.iter().map(|r| r.concat())),
            Block::Code { .. } | Block::Calculator(_) | Block::LiveTable(_) | Block::Rule => {}
        }
    }
}

fn has(inlines: &[Inline], f: &dyn Fn(&Inline) -> bool) -> bool {
    inlines.iter().any(|i| {
        f(i) || match i {
            Inline::Emphasis(c) | Inline::Strong(c) | Inline::Strikethrough(c) => has(c, f),
            Inline::Link { content, .. } => has(content, f),
            _ => false,
        }
    })
}

#[test]
fn every_sourced_figure_has_a_footnote_in_the_same_statement() {
    let (guide, _, _) = load();
    let mut missing = Vec::new();
    for c in &guide.chapters {
        let mut us = Vec::new();
        units(&c.doc.blocks, &mut us);
        for u in us {
            let sourced =
                has(&u, &|i| matches!(i, Inline::Live(l) if SOURCED.contains(&l.name.as_str())));
            let cited = has(&u, &|i| matches!(i, Inline::Cite(_)));
            if sourced && !cited {
                missing.push(format!("{}/{}: {}", c.lang.code(), c.slug, plain_text(&u)));
            }
        }
    }
    assert!(missing.is_empty(), "figures without a footnote:\n{}", missing.join("\n"));
}

/// Amounts of money written out in the Markdown, not computed: each must be one the catalog does
/// not hold, listed here with why.
const LITERAL_AMOUNTS: [(&str, &str); 10] = [
    ("150,000 USD", "a credit programme's ceiling, not a price"),
    ("150,000 美元", "the same, in Chinese"),
    ("1,000 USD", "a credit programme's first tier, not a price"),
    ("1,000 美元", "the same, in Chinese"),
    ("5,000 USD", "a credit programme's second tier, not a price"),
    ("5,000 美元", "the same, in Chinese"),
    ("25,000 USD", "a credit programme's reviewed tiers start here, not a price"),
    ("25,000 美元", "the same, in Chinese"),
    ("20 USD", "an example of a savings-plan commitment"),
    ("20 美元", "the same, in Chinese"),
];

/// Replaces each `{{ … }}` with `⟨`, so that what remains is text written by hand.
fn without_directives(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find("{{") {
        out.push_str(rest.get(..open).unwrap_or_default());
        out.push('⟨');
        let after = rest.get(open..).unwrap_or_default();
        rest = after.find("}}").and_then(|c| after.get(c + 2..)).unwrap_or_default();
    }
    out.push_str(rest);
    out
}

/// The amounts of money in a line: a number written right before `USD` or `美元`, or right
/// after `$`.
fn amounts(line: &str) -> Vec<String> {
    let is_num = |c: char| c.is_ascii_digit() || c == ',' || c == '.';
    let mut out = Vec::new();
    for cur in ["USD", "美元"] {
        for (at, _) in line.match_indices(cur) {
            let before = line.get(..at).unwrap_or_default().trim_end();
            let number: String = before.chars().rev().take_while(|c| is_num(*c)).collect();
            if number.chars().any(|c| c.is_ascii_digit()) {
                let number: String = number.chars().rev().collect();
                out.push(format!("{number} {cur}"));
            }
        }
    }
    for (at, _) in line.match_indices('$') {
        let number: String =
            line.get(at + 1..).unwrap_or_default().chars().take_while(|c| is_num(*c)).collect();
        if number.chars().any(|c| c.is_ascii_digit()) {
            out.push(format!("${number}"));
        }
    }
    out
}

#[test]
fn no_price_is_typed_by_hand() {
    assert_eq!(amounts("costs 12.5 USD and $3 but ⟨ USD is fine"), vec!["12.5 USD", "$3"]);
    let (_, _, files) = load();
    let mut typed = Vec::new();
    for (lang, name, text) in &files {
        for (i, line) in without_directives(text).lines().enumerate() {
            for amount in amounts(line) {
                if !LITERAL_AMOUNTS.iter().any(|(a, _)| *a == amount) {
                    typed.push(format!("{}/{name}:{}: {amount}", lang.code(), i + 1));
                }
            }
        }
    }
    assert!(typed.is_empty(), "amounts typed by hand; use a directive:\n{}", typed.join("\n"));
}

/// Every fact-check callout of a chapter, as (slug, the callout's inlines).
fn fact_checks(guide: &Guide, lang: Lang) -> Vec<(String, Vec<Inline>)> {
    callouts(guide, lang)
        .into_iter()
        .filter(|(_, k, _)| *k == CalloutKind::FactCheck)
        .map(|(s, _, i)| (s, i))
        .collect()
}

/// Every callout of a language's chapters, of any kind, with its chapter and its text.
fn callouts(guide: &Guide, lang: Lang) -> Vec<(String, CalloutKind, Vec<Inline>)> {
    let mut out = Vec::new();
    for c in guide.chapters_in(lang) {
        for b in &c.doc.blocks {
            if let Block::Callout { kind, blocks } = b {
                let mut us = Vec::new();
                units(blocks, &mut us);
                out.push((c.slug.clone(), *kind, us.concat()));
            }
        }
    }
    out
}

// Guards against a callout (a fact check, a note or a warning) that only asserts: each one shows
// a number from the catalog or names the source it rests on.
#[test]
fn every_callout_has_a_live_number_or_a_footnote() {
    let (guide, _, _) = load();
    let mut bare = Vec::new();
    for lang in Lang::ALL {
        let checks = fact_checks(&guide, lang);
        assert!(checks.len() >= 10, "{lang:?}: only {} fact checks", checks.len());
        for (slug, _, inl) in callouts(&guide, lang) {
            let backed = has(&inl, &|i| matches!(i, Inline::Live(_) | Inline::Cite(_)));
            if !backed {
                bare.push(format!("{}/{slug}: {}", lang.code(), plain_text(&inl)));
            }
        }
    }
    assert!(
        bare.is_empty(),
        "callouts with neither a live number nor a footnote:\n{}",
        bare.join("\n")
    );
}

#[test]
fn the_fact_checks_are_in_both_languages_with_sources() {
    let (guide, _, _) = load();
    // What each required fact check must mention, in English and in Chinese, and in which
    // chapter.
    type Case<'a> = (&'a str, &'a [&'a str], &'a [&'a str]);
    let cases: [Case; 13] = [
        ("gpu-family-map", &["A16"], &["A16"]),
        ("gpu-family-map", &["MI250X"], &["MI250X"]),
        ("future", &["Maia"], &["Maia"]),
        ("cost-models", &["H200", "0 %"], &["H200", "0%"]),
        ("gpu-family-map", &["V100", "2025-09-30"], &["V100", "2025年9月30日"]),
        // Exchanges were extended past 2024-01-01; the end is for purchases after 2027-02-01. Chinese
        // writes its dates as Chinese does (2027年2月1日), as the generated tables do.
        ("cost-models", &["A100", "2027-02-01"], &["A100", "2027年2月1日"]),
        ("cost-models", &["40–60 %", "ND H100 v5"], &["40%–60%", "ND H100 v5"]),
        ("cost-models", &["70–90 %", "France Central"], &["70%–90%", "法国中部"]),
        ("cost-models", &["30 %", "governance"], &["30%", "治理"]),
        ("cost-models", &["5 ms", "NVMe"], &["5 毫秒", "NVMe"]),
        ("cost-models", &["ten dollars", "card"], &["十几美元", "显卡"]),
        ("faq", &["V100", "NDv2", "2025-09-30"], &["V100", "NDv2", "2025年9月30日"]),
        ("faq", &["30 %", "MI300X", "H100"], &["30%", "MI300X", "H100"]),
    ];
    for lang in Lang::ALL {
        let callouts: Vec<(String, String, bool)> = fact_checks(&guide, lang)
            .into_iter()
            .map(|(slug, inl)| {
                let cited = has(&inl, &|i| matches!(i, Inline::Cite(_)));
                (slug, plain_text(&inl), cited)
            })
            .collect();
        for (slug, en, zh) in cases {
            let words = if lang == Lang::Zh { zh } else { en };
            let found = callouts
                .iter()
                .find(|(s, text, _)| s == slug && words.iter().all(|w| text.contains(w)));
            match found {
                Some((_, text, cited)) => assert!(cited, "{lang:?}/{slug}: no source in {text}"),
                None => panic!("{lang:?}/{slug}: no fact check mentioning {words:?}"),
            }
        }
        // Dev/Test: the Linux rate, not a flat discount.
        let devtest =
            callouts.iter().any(|(s, t, c)| s == "cost-models" && t.contains("Linux") && *c);
        assert!(devtest, "{lang:?}: no Dev/Test fact check");
    }
}

#[test]
fn search_finds_a_known_english_and_a_known_chinese_term() {
    let (guide, _, _) = load();
    let sections = search::sections(&guide.chapters);
    let en = search::search(&sections, "eviction", 50);
    assert!(
        en.iter().any(|h| h.section.lang == Lang::En && h.section.slug == "cost-models"),
        "English: {:?}",
        en.iter().map(|h| (&h.section.slug, &h.section.anchor)).collect::<Vec<_>>()
    );
    let zh = search::search(&sections, "竞价", 50);
    let first =
        zh.first().map(|h| (h.section.lang, h.section.slug.as_str(), h.section.anchor.as_deref()));
    assert_eq!(first, Some((Lang::Zh, "cost-models", Some("spot"))));
    assert!(zh.iter().all(|h| h.section.lang == Lang::Zh));
}

#[test]
fn the_decision_trees_guide_links_reach_their_sections() {
    let (guide, _, _) = load();
    let c = data();
    let state = gpuplan_core::calc::wizard::defaults();
    let (_, rec) = gpuplan_core::calc::wizard::recommend(&state, &c, today())
        .unwrap_or_else(|e| panic!("{e:?}"));
    for step in rec.steps {
        let (path, anchor) = step.guide.split_once('#').unwrap_or((step.guide, ""));
        let slug = path.trim_start_matches("guide/en/");
        let chapter =
            guide.find(Lang::En, slug).unwrap_or_else(|| panic!("{}: no chapter", step.guide));
        assert!(chapter.doc.anchors().contains(&anchor), "{}: no such section", step.guide);
    }
}

/// The inference calculators a chapter places, with the state each starts from.
fn inference_calcs(guide: &Guide, lang: Lang, slug: &str) -> Vec<Vec<(String, String)>> {
    let chapter = guide.find(lang, slug).unwrap_or_else(|| panic!("{lang:?}/{slug}: no chapter"));
    chapter
        .doc
        .calculators()
        .into_iter()
        .filter(|c| c.name == "inference")
        .map(|c| gpuplan_core::calc::Kind::Inference.defaults(&c.params))
        .collect()
}

// Regression: chapter 03's inference calculator opened on a workload (8B, 8k context, 32
// requests) that needs three A10s while the text offered one A10 for it.
#[test]
fn the_performance_chapters_inference_calculator_opens_on_a_workload_that_fits_its_size() {
    let (guide, _, _) = load();
    let data = data();
    for lang in Lang::ALL {
        let calcs = inference_calcs(&guide, lang, "performance");
        assert!(!calcs.is_empty(), "{lang:?}: no inference calculator in the chapter");
        for state in calcs {
            let out = gpuplan_core::calc::inference::inference(&state, &data, today())
                .unwrap_or_else(|e| panic!("{lang:?} {state:?}: {e:?}"));
            let size = gpuplan_core::calc::text_of(&state, "size");
            let per_vm = data.catalog.size(size).map(|s| s.gpu_count.as_f64()).unwrap_or(0.0);
            assert!(
                f64::from(out.plan.gpus) <= per_vm && out.vms == 1 && out.plan.replicas == 1,
                "{lang:?} {state:?}: needs {} GPU(s) on {} VM(s); {size} has {per_vm} a VM",
                out.plan.gpus,
                out.vms
            );
            assert!(out.plan.memory.total_gb() <= out.usable_gb * per_vm, "{lang:?} {state:?}");
        }
    }
}

// Regression: the chapter says 32 requests of 8,000 tokens do not fit the A10 the calculator
// starts on; if the model changed so that they did, that sentence would be wrong.
#[test]
fn the_larger_workload_the_performance_chapter_names_does_not_fit_one_a10() {
    let (guide, _, _) = load();
    let data = data();
    let mut state = inference_calcs(&guide, Lang::En, "performance").remove(0);
    gpuplan_core::calc::set_text(&mut state, "context", "8k");
    gpuplan_core::calc::set_text(&mut state, "concurrent", "32");
    // Either the calculator plans it on more than one GPU, or (a one-GPU VM without InfiniBand)
    // it says that a replica of that many GPUs cannot be laid out on the size.
    match gpuplan_core::calc::inference::inference(&state, &data, today()) {
        Ok(out) => assert!(out.plan.gpus > 1, "{state:?}: fits {} GPU", out.plan.gpus),
        Err(e) => assert!(
            e.iter().any(|f| matches!(
                f.problem,
                gpuplan_core::calc::Problem::Replica(
                    gpuplan_core::sizing::serve::ReplicaError::SpansVms { gpus: 2.., .. }
                )
            )),
            "{state:?}: {e:?}"
        ),
    }
}

/// The accelerators of the catalog's current sizes, by the rule chapter 02's table states: every
/// accelerator that a size not retired on the test's day carries, in the catalog's order.
fn current_gpu_names(d: &Dataset) -> Vec<String> {
    use gpuplan_core::catalog::Lifecycle;
    let c = &d.catalog;
    c.gpus
        .iter()
        .filter(|g| {
            c.sizes.iter().any(|s| {
                c.gpu_of(s).is_some_and(|x| x.id == g.id)
                    && c.lifecycle(s, today()) != Lifecycle::Retired
            })
        })
        .map(|g| g.name.clone())
        .collect()
}

#[test]
fn the_chapter_02_table_is_generated_from_the_catalog_not_typed() {
    use gpuplan_core::doc::{Cell, Column};
    let (guide, _, files) = load();
    let d = data();
    let want = current_gpu_names(&d);
    assert!(!want.is_empty());
    for lang in Lang::ALL {
        // The source places the directive; nobody typed the rows.
        let (_, _, text) = files
            .iter()
            .find(|(l, n, _)| *l == lang && n.ends_with("-gpu-family-map.md"))
            .unwrap_or_else(|| panic!("{lang:?}: no chapter 02"));
        assert!(text.contains("```live gpu_table"), "{lang:?}: no gpu_table directive");
        let ch = guide.find(lang, "gpu-family-map").unwrap_or_else(|| panic!("{lang:?}"));
        let tables = ch.doc.live_tables();
        let t = tables
            .iter()
            .find(|t| t.name == "gpu_table")
            .and_then(|t| t.table.as_ref())
            .unwrap_or_else(|| panic!("{lang:?}: the table did not resolve"));
        let rows: Vec<String> = t
            .rows
            .iter()
            .map(|r| match r.first() {
                Some(Cell::Text { en, .. }) => en.clone(),
                other => panic!("{lang:?}: first cell {other:?}"),
            })
            .collect();
        assert_eq!(rows, want, "{lang:?}: the rows are not the catalog's current GPUs");
        // Prices in three regions, one of them in Asia, for pay-as-you-go, Spot and the savings plan.
        let priced: Vec<(&str, gpuplan_core::catalog::PricingModel)> = t
            .columns
            .iter()
            .filter_map(|c| match c {
                Column::PerGpuHour { model, region } => Some((region.code.as_str(), *model)),
                _ => None,
            })
            .collect();
        for region in ["eastus", "westeurope", "japaneast"] {
            assert_eq!(priced.iter().filter(|(r, _)| *r == region).count(), 3, "{lang:?} {region}");
        }
        assert!(t.columns.iter().any(|c| matches!(c, Column::PerPflopHour { .. })));
        assert!(!t.sources.is_empty(), "{lang:?}: the table cites no price source");
        // No hand-written table in the chapter lists accelerators.
        for b in &ch.doc.blocks {
            if let Block::Table { head, rows } = b {
                let text: String =
                    head.iter().chain(rows.iter().flatten()).map(|c| plain_text(c)).collect();
                assert!(
                    !want.iter().any(|g| text.contains(g.as_str())),
                    "{lang:?}: a typed table lists GPUs"
                );
            }
        }
    }
}

#[test]
fn every_worked_total_links_to_its_calculator_with_the_same_job() {
    let (guide, _, _) = load();
    let mut checked = 0;
    for c in &guide.chapters {
        let mut us = Vec::new();
        units(&c.doc.blocks, &mut us);
        for u in us {
            let mut totals = Vec::new();
            let mut links = Vec::new();
            let mut walk = |i: &Inline| match i {
                Inline::Live(l) if l.name == "calc_total" => totals.push(l.clone()),
                Inline::Link { target: gpuplan_core::doc::LinkTarget::Internal(p), .. } => {
                    if let Some(link) = guide::calculator_link(p) {
                        links.push(link);
                    }
                }
                _ => {}
            };
            fn each(xs: &[Inline], f: &mut impl FnMut(&Inline)) {
                for x in xs {
                    f(x);
                    if let Inline::Emphasis(c)
                    | Inline::Strong(c)
                    | Inline::Link { content: c, .. } = x
                    {
                        each(c, f);
                    }
                }
            }
            each(&u, &mut walk);
            for t in totals {
                let name = t.params.iter().find(|(k, _)| k == "calc").map(|(_, v)| v.as_str());
                let mut job: Vec<(String, String)> =
                    t.params.iter().filter(|(k, _)| k != "calc" && k != "out").cloned().collect();
                job.sort();
                let found = links.iter().any(|(kind, pairs)| {
                    let mut pairs = pairs.clone();
                    pairs.sort();
                    Some(kind.name()) == name && pairs == job
                });
                assert!(
                    found,
                    "{}/{}:{}: no link to the {name:?} calculator with {job:?}",
                    c.lang.code(),
                    c.slug,
                    t.line
                );
                checked += 1;
            }
        }
    }
    // Two examples in each language, each with its totals.
    assert!(checked >= 2 * 2 * 3, "only {checked} worked totals");
}

// Guards the calculator links the worked examples rely on: a link to a calculator or field that
// does not exist, or a pair without a value, is a problem like any broken link.
#[test]
fn a_calculator_link_to_a_missing_calculator_or_field_is_a_problem() {
    let (_, _, mut files) = load();
    for (lang, name, text) in &mut files {
        if *lang == Lang::En && name.ends_with("-glossary.md") {
            text.push_str(
                "\n[a](calc/nope?nope.x=1) [b](calc/training?training.colour=red) \
                 [c](calc/training?params=70B) [d](calc/training?training.params=) \
                 [e](calc/training?training.params=70B&training.vms=8)\n",
            );
        }
    }
    let (_, problems) = guide::assemble(&files, &data(), today());
    let joined = problems.join("\n");
    for bad in [
        "calc/nope?nope.x=1",
        "calc/training?training.colour=red",
        "calc/training?params=70B",
        "calc/training?training.params=:",
    ] {
        assert!(joined.contains(bad), "{bad} not reported:\n{joined}");
    }
    assert!(!joined.contains("training.vms=8"), "a good link was reported:\n{joined}");
}

/// Whether `text` holds `word` as a whole word, in any case ("research" is not "search").
fn has_word(text: &str, word: &str) -> bool {
    let lower = text.to_lowercase();
    lower.match_indices(word).any(|(i, _)| {
        let before = lower.get(..i).and_then(|s| s.chars().next_back());
        let after = lower.get(i + word.len()..).and_then(|s| s.chars().next());
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

// Regression: the sources page showed the team's working notes (a search index id, "found by
// text search", a path under ../shared). Every field the page shows a reader is checked here at
// the data; the web crate's test checks the rendered page in both languages.
#[test]
fn no_source_text_a_reader_sees_carries_working_notes() {
    assert!(
        has_word("Found by text Search.", "search") && !has_word("Microsoft Research", "search")
    );
    let d = data();
    let mut found = Vec::new();
    for s in &d.catalog.sources {
        let shown =
            [Some(&s.title), s.note.as_ref(), s.note_zh.as_ref(), s.path.as_ref(), s.url.as_ref()];
        for text in shown.into_iter().flatten() {
            let lower = text.to_lowercase();
            let bad = lower.contains("index id")
                || lower.contains("shared/")
                || has_word(text, "search")
                || text.contains("搜索");
            if bad {
                found.push(format!("{}: {text}", s.id));
            }
        }
    }
    assert!(
        found.is_empty(),
        "working notes in reader-facing source fields:\n{}",
        found.join("\n")
    );
}

/// A percentage a chapter takes from the catalog is set as each language sets it: "81 %" in
/// English, "81%" in Chinese.
#[test]
fn live_percentages_follow_each_languages_style() {
    let (guide, _, _) = load();
    let mut seen = [0usize; 2];
    for chapter in &guide.chapters {
        let mut doc = chapter.doc.clone();
        for live in doc.live_mut() {
            let Some(v) = live.value.as_deref() else { continue };
            if !v.contains('%') {
                continue;
            }
            match chapter.lang {
                Lang::Zh => {
                    assert!(!v.contains(" %"), "{}: {v}", chapter.slug);
                    seen[1] += 1;
                }
                Lang::En => {
                    assert!(v.contains(" %"), "{}: {v}", chapter.slug);
                    seen[0] += 1;
                }
                #[cfg(feature = "pseudo")]
                Lang::Pseudo => unreachable!("the guide has no pseudo-locale chapter"),
            }
        }
    }
    assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
}

/// Chinese chapters write dates as Chinese does (2025年9月30日), never as 2025-09-30, outside
/// directives, footnote keys, code and link targets.
#[test]
fn chinese_chapters_write_chinese_dates() {
    let (_, _, files) = load();
    let iso = |t: &str| {
        let b = t.as_bytes();
        b.windows(10).any(|w| {
            w.iter()
                .enumerate()
                .all(|(i, c)| if i == 4 || i == 7 { *c == b'-' } else { c.is_ascii_digit() })
        })
    };
    for (lang, name, text) in &files {
        if *lang != Lang::Zh {
            continue;
        }
        // Drop what is not prose: {{ … }}, [^…], `…` and (…) after a link's text.
        let mut prose = String::new();
        let mut rest = text.as_str();
        while let Some(i) = rest.find(['{', '[', '`', ']']) {
            prose.push_str(rest.get(..i).unwrap_or_default());
            let tail = rest.get(i..).unwrap_or_default();
            let (open, close) = match tail {
                t if t.starts_with("{{") => ("{{", "}}"),
                t if t.starts_with("[^") => ("[^", "]"),
                t if t.starts_with("](") => ("](", ")"),
                t if t.starts_with('`') => ("`", "`"),
                _ => ("", ""),
            };
            if open.is_empty() {
                prose.push_str(tail.get(..1).unwrap_or_default());
                rest = tail.get(1..).unwrap_or_default();
                continue;
            }
            let after = tail.get(open.len()..).unwrap_or_default();
            rest = after.find(close).and_then(|j| after.get(j + close.len()..)).unwrap_or_default();
        }
        prose.push_str(rest);
        assert!(!iso(&prose), "{name}: an ISO date in Chinese prose");
    }
}
