//! The core writes no reader-facing English: every calculator's result, the decision wizard's
//! answer and the estimate over `docs/examples/estimate.json`, serialized as the CLI's `--json`
//! writes them, hold only typed values (numbers, enum tags, codes, names from the data), and so
//! do the calculators' declarations (fields, defaults, choices). The words are
//! `gpuplan-i18n`'s.
//!
//! A string passes when it is a code: no whitespace and not a capitalised word ("Hot",
//! "Parameters"), or one of the data's own names. Anything else fails, named by its JSON path.
#![cfg(feature = "sources")]

use gpuplan_core::calc::estimate_form::{LINE_KINDS, line_fields, setting_fields};
use gpuplan_core::calc::spot::{SpotEvictions, spot_with};
use gpuplan_core::calc::{Kind, wizard};
use gpuplan_core::calc::{
    break_even, buy_or_rent, cv, fine_tuning, governance, inference, mixed_fleet, spot, training,
};
use gpuplan_core::cost::estimate;
use gpuplan_core::cost::eviction::{BandEnd, EvictionTable};
use gpuplan_core::dataset::{self, Dataset};
use gpuplan_core::date::Date;
use serde::Serialize;
use serde_json::Value;

fn today() -> Date {
    "2026-12-02".parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Whether `s` is a code, not a word a reader would read: an identifier, a key, a size or
/// region name, a date, a decimal, a source id, an enum tag.
fn is_code(s: &str) -> bool {
    if s.is_empty() {
        return true;
    }
    if s.chars().any(char::is_whitespace) {
        return false;
    }
    // A capitalised word of letters only reads as English ("Hot", "Linux", "Parameters"),
    // where codes are lower-case ("payg", "zero-3"), upper-case ("USD", "BF16") or mixed with
    // digits and underscores ("Standard_ND96isr_H100_v5").
    let mut chars = s.chars();
    let capitalised = chars.next().is_some_and(|c| c.is_ascii_uppercase())
        && s.len() > 2
        && chars.all(|c| c.is_ascii_lowercase());
    !capitalised
}

/// Every string in `v` that is not a code, with its JSON path; `allowed` holds the data's own
/// names (a GPU's name as the catalog writes it), which are names, not the core's words.
fn english(v: &Value, path: &str, allowed: &[String], out: &mut Vec<(String, String)>) {
    match v {
        Value::String(s) => {
            if !is_code(s) && !allowed.iter().any(|a| a == s) {
                out.push((path.to_owned(), s.clone()));
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                english(item, &format!("{path}[{i}]"), allowed, out);
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                if !is_code(k) {
                    out.push((format!("{path}.<key>"), k.clone()));
                }
                english(item, &format!("{path}.{k}"), allowed, out);
            }
        }
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

/// The names the data gives things, which reach results as data, not as the core's words.
fn data_names(d: &Dataset) -> Vec<String> {
    d.catalog.gpus.iter().map(|g| g.name.clone()).collect()
}

/// Runs `kind` on `state`: its result as JSON, or its field errors' debug text.
fn run(kind: Kind, state: &[(String, String)], d: &Dataset) -> Result<Value, String> {
    fn json<T: Serialize>(
        r: Result<T, Vec<gpuplan_core::calc::FieldError>>,
    ) -> Result<Value, String> {
        r.map(|o| serde_json::to_value(&o).unwrap_or_else(|e| panic!("{e}")))
            .map_err(|e| format!("{e:?}"))
    }
    let t = today();
    match kind {
        Kind::Training => json(training::training(state, d, t)),
        Kind::FineTuning => json(fine_tuning::fine_tuning(state, d, t)),
        Kind::Cv => json(cv::cv(state, d, t)),
        Kind::Inference => json(inference::inference(state, d, t)),
        Kind::Spot => json(spot::spot(state, d, t)),
        Kind::BreakEven => json(break_even::break_even(state, d, t)),
        Kind::MixedFleet => json(mixed_fleet::mixed_fleet(state, d, t)),
        Kind::BuyOrRent => json(buy_or_rent::buy_or_rent(state, d, t)),
        Kind::Governance => json(governance::governance(state, d, t)),
    }
}

/// The inputs each calculator is run on beyond its defaults, so that each kind of result (a
/// method, a note, a choice) is met.
fn variants(kind: Kind) -> Vec<Vec<(&'static str, &'static str)>> {
    match kind {
        Kind::Training => vec![
            vec![("params", "7B"), ("precision", "fp8"), ("sharding", "zero-1")],
            vec![
                ("params", "1B"),
                ("sharding", "none"),
                ("checkpointing", "off"),
                ("seq_len", "1k"),
            ],
            vec![("mfu", "40%"), ("vms", "8")],
        ],
        Kind::FineTuning => vec![vec![("method", "qlora")], vec![("method", "full")]],
        Kind::Cv => vec![vec![("model", "vit-b-16"), ("mfu", "30%")]],
        Kind::Inference => vec![vec![
            ("precision", "int4"),
            ("params", "70B"),
            ("size", "Standard_ND96isr_H100_v5"),
        ]],
        Kind::Spot => vec![vec![("eviction_rate", "200%")]],
        Kind::BreakEven => vec![vec![("months", "120")]],
        Kind::MixedFleet => vec![vec![("spot_share", "0%")], vec![("profile", "5")]],
        Kind::BuyOrRent => vec![
            vec![("kwh", "0.2")],
            vec![("hardware", "300000"), ("power", "10000"), ("kwh", "0.2")],
        ],
        Kind::Governance => {
            vec![vec![("compute", "100000"), ("tier_gb", "50k"), ("snapshot_gb", "2000")]]
        }
    }
}

fn state(kind: Kind, changes: &[(&str, &str)]) -> Vec<(String, String)> {
    let pairs: Vec<(String, String)> =
        changes.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
    kind.state_from_pairs(kind.defaults(&[]), &pairs).0
}

fn fail_on(found: &[(String, String)]) {
    assert!(
        found.is_empty(),
        "reader-facing English in the core's results or declarations:\n{}",
        found.iter().map(|(p, s)| format!("  {p}: {s:?}")).collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn every_calculators_result_holds_only_typed_values() {
    let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let names = data_names(&d);
    let mut found = Vec::new();
    for kind in Kind::ALL {
        let runs = std::iter::once(Vec::new()).chain(variants(kind));
        for (i, changes) in runs.enumerate() {
            match run(kind, &state(kind, &changes), &d) {
                Ok(v) => english(&v, &format!("{}#{i}", kind.name()), &names, &mut found),
                // Some defaults leave a field only the reader can fill (the electricity price,
                // the compute bill): the variants fill it.
                Err(e) if changes.is_empty() && e.contains("Needed") => {}
                Err(e) => panic!("{} {changes:?}: {e}", kind.name()),
            }
        }
    }
    // The Spot calculator with a reader's eviction export: a band from it, and no row for the
    // size (the typed rate, said so).
    let table = EvictionTable::parse(
        r#"{"data": [{"skuName": "standard_nd96isr_h100_v5", "location": "westeurope",
            "spotEvictionRate": "10-15"}]}"#,
    );
    for size in ["Standard_ND96isr_H100_v5", "Standard_NC40ads_H100_v5"] {
        let ev = SpotEvictions { table: &table, date: "2026-09-01", end: BandEnd::High };
        let out = spot_with(&state(Kind::Spot, &[("size", size)]), &d, Some(ev), today())
            .unwrap_or_else(|e| panic!("{e:?}"));
        let v = serde_json::to_value(&out).unwrap_or_else(|e| panic!("{e}"));
        english(&v, &format!("spot-export:{size}"), &names, &mut found);
    }
    fail_on(&found);
}

#[test]
fn the_wizards_answer_holds_only_typed_values() {
    let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let names = data_names(&d);
    let mut found = Vec::new();
    let tasks: [&[(&str, &str)]; 6] = [
        &[],
        &[("task", "fine-tuning"), ("method", "qlora"), ("interruptible", "yes")],
        &[("task", "inference"), ("params", "70B"), ("multi_vm_replica", "yes")],
        &[("task", "cv-training"), ("framework", "cuda"), ("platform", "aks")],
        &[("task", "training"), ("params", "7B"), ("tokens", "100B"), ("region", "westeurope")],
        &[("data_tb", "500"), ("confidential", "yes"), ("max_days", "3")],
    ];
    for (i, changes) in tasks.iter().enumerate() {
        let mut s = wizard::defaults();
        for (k, v) in *changes {
            if let Some(slot) = s.iter_mut().find(|(key, _)| key == k) {
                slot.1 = (*v).to_owned();
            }
        }
        match wizard::recommend(&s, &d, today()) {
            Ok((w, rec)) => {
                let v = serde_json::to_value((&w, &rec)).unwrap_or_else(|e| panic!("{e}"));
                english(&v, &format!("wizard#{i}"), &names, &mut found);
            }
            Err(e) => panic!("wizard {changes:?}: {e:?}"),
        }
    }
    fail_on(&found);
}

#[test]
fn the_example_estimate_holds_only_typed_values() {
    let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let json = include_str!("../../../docs/examples/estimate.json");
    let e = estimate::parse(json).unwrap_or_else(|e| panic!("{e}"));
    let r =
        estimate::evaluate(&e, &d.catalog, &d.rates, today()).unwrap_or_else(|e| panic!("{e:?}"));
    let v = serde_json::to_value(&r).unwrap_or_else(|e| panic!("{e}"));
    let mut found = Vec::new();
    english(&v, "estimate", &data_names(&d), &mut found);
    fail_on(&found);
}

#[test]
fn the_calculators_declarations_hold_no_words() {
    let mut found = Vec::new();
    let mut walk = |what: String, v: Value| english(&v, &what, &[], &mut found);
    for kind in Kind::ALL {
        walk(kind.name().to_owned(), serde_json::to_value(kind.spec()).unwrap_or_default());
    }
    walk("estimate.settings".into(), serde_json::to_value(setting_fields()).unwrap_or_default());
    for kind in LINE_KINDS {
        walk(
            format!("estimate.{kind}"),
            serde_json::to_value(line_fields(kind)).unwrap_or_default(),
        );
    }
    walk("wizard".into(), serde_json::to_value(wizard::fields()).unwrap_or_default());
    fail_on(&found);
}

#[test]
fn the_check_catches_english() {
    let mut found = Vec::new();
    let v = serde_json::json!({
        "label": "Training tokens", "hint": "e.g. 300B, 2T", "choice": "Hot",
        "size": "Standard_ND96isr_H100_v5", "as_of": "2026-11-14", "usd": "98.32",
        "model": "savings-plan-1y", "code": "BF16", "source": "az-ndh100", "share": "0.5",
    });
    english(&v, "x", &[], &mut found);
    let paths: Vec<&str> = found.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(paths, ["x.choice", "x.hint", "x.label"]);
}
