//! The CLI against the core and the raw data: for every record of the price snapshot, the raw
//! Retail Prices record it came from, the core's lookup and `gpuplan price --json` all give the
//! same price.

use std::collections::{HashMap, HashSet};
use std::process::Command;

use gpuplan_core::catalog::import::{self, Context, Meters, Outcome};
use gpuplan_core::catalog::{self, PriceAnswer, PriceRecord};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../content/data");

/// Every price the raw snapshots yield, by (size, region, os, model), before merging.
fn raw_prices(c: &catalog::Catalog) -> HashMap<(String, String, String, String), Vec<PriceRecord>> {
    let meters =
        Meters::parse(&std::fs::read_to_string(format!("{DATA}/meters.toml")).unwrap_or_default())
            .unwrap_or_else(|e| unreachable!("{e}"));
    let sizes: HashSet<String> = c.sizes.iter().map(|s| s.name.clone()).collect();
    let inputs = [
        ("raw/retail-prices-eu-2026-08-20.jsonl", "2026-08-20".parse().ok(), Some("prices-radar")),
        ("raw/retail-prices-more.jsonl", None, None),
    ];
    let mut out: HashMap<_, Vec<PriceRecord>> = HashMap::new();
    for (file, default_as_of, default_source) in inputs {
        let text = std::fs::read_to_string(format!("{DATA}/{file}"))
            .unwrap_or_else(|e| unreachable!("{file}: {e}"));
        let page = import::read_page(&text).unwrap_or_else(|e| unreachable!("{file}: {e}"));
        let ctx = Context {
            meters: &meters,
            sizes: &sizes,
            sources: &c.sources,
            default_as_of,
            default_source,
        };
        for item in &page.items {
            for outcome in
                import::classify(item, &ctx).unwrap_or_else(|e| unreachable!("{file}: {e}"))
            {
                if let Outcome::Priced(p) = outcome {
                    let key = (
                        p.size.clone(),
                        p.region.clone(),
                        p.os.as_str().to_owned(),
                        p.model.as_str().to_owned(),
                    );
                    out.entry(key).or_default().push(p);
                }
            }
        }
    }
    out
}

fn cli_price(p: &PriceRecord) -> serde_json::Value {
    let out = Command::new(env!("CARGO_BIN_EXE_gpuplan"))
        .args([
            "price",
            &p.size,
            "--region",
            &p.region,
            "--os",
            p.os.as_str(),
            "--model",
            p.model.as_str(),
            "--json",
        ])
        .output()
        .unwrap_or_else(|e| unreachable!("gpuplan could not start: {e}"));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap_or_default()
}

#[test]
fn every_snapshot_price_agrees_across_raw_record_core_and_cli() {
    let c = catalog::embedded().unwrap_or_else(|e| unreachable!("{e:?}"));
    let raw = raw_prices(&c);
    let records = c.prices.clone();
    assert!(records.len() > 1_000);
    // Two workers: the machine has two cores, and each check runs the binary once.
    let (a, b) = records.split_at(records.len() / 2);
    std::thread::scope(|scope| {
        for half in [a, b] {
            let (c, raw) = (&c, &raw);
            scope.spawn(move || {
                for p in half {
                    let key = (
                        p.size.clone(),
                        p.region.clone(),
                        p.os.as_str().to_owned(),
                        p.model.as_str().to_owned(),
                    );
                    // The raw record: one of the raw items for this key has this exact price,
                    // date and source (older duplicates may exist; the newest was kept).
                    let candidates = raw.get(&key).map(Vec::as_slice).unwrap_or_default();
                    assert!(
                        candidates.iter().any(|r| r == p),
                        "{key:?}: no raw record gives {p:?}; raw: {candidates:?}"
                    );
                    assert!(
                        candidates.iter().all(|r| r.as_of <= p.as_of),
                        "{key:?}: a newer raw record was dropped"
                    );
                    // The core.
                    assert_eq!(c.price(&p.size, &p.region, p.os, p.model), PriceAnswer::Found(p));
                    // The CLI.
                    let json = cli_price(p);
                    assert_eq!(json["status"], "found", "{key:?}: {json}");
                    assert_eq!(
                        json["record"]["price"].as_str(),
                        Some(p.price.to_string().as_str()),
                        "{key:?}"
                    );
                    assert_eq!(
                        json["record"]["as_of"].as_str(),
                        Some(p.as_of.to_string().as_str()),
                        "{key:?}"
                    );
                }
            });
        }
    });
}

#[test]
fn a_price_not_in_the_snapshot_is_reported_with_its_date_not_as_zero() {
    let out = Command::new(env!("CARGO_BIN_EXE_gpuplan"))
        .args([
            "price",
            "Standard_ND96isr_H100_v5",
            "--region",
            "eastus",
            "--model",
            "savings-plan-3y",
            "--json",
        ])
        .output()
        .unwrap_or_else(|e| unreachable!("{e}"));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    assert_eq!(
        json,
        serde_json::json!({ "status": "not-in-snapshot", "newest_snapshot": "2026-06-18" })
    );
}

#[test]
fn bad_arguments_name_the_field() {
    for (args, field) in [
        (&["price", "Standard_Nope", "--region", "eastus"][..], "size:"),
        (&["price", "Standard_NC4as_T4_v3", "--region", "mars"][..], "--region:"),
        (
            &["price", "Standard_NC4as_T4_v3", "--region", "eastus", "--model", "free"][..],
            "--model:",
        ),
        (&["price", "Standard_NC4as_T4_v3", "--region", "eastus", "--os", "beos"][..], "--os:"),
        (&["catalog", "--status", "gone"][..], "--status:"),
        (&["catalog", "--min-vram", "NaN"][..], "--min-vram:"),
        (&["catalog", "--today", "2026-02-30"][..], "--today:"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_gpuplan"))
            .args(args)
            .output()
            .unwrap_or_else(|e| unreachable!("{e}"));
        assert!(!out.status.success(), "{args:?} succeeded");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(field), "{args:?}: {stderr}");
    }
}

#[test]
fn catalog_json_lists_sizes_with_the_filters_applied() {
    let out = Command::new(env!("CARGO_BIN_EXE_gpuplan"))
        .args([
            "catalog",
            "--gpu",
            "h200",
            "--region",
            "swedencentral",
            "--today",
            "2026-11-29",
            "--json",
        ])
        .output()
        .unwrap_or_else(|e| unreachable!("{e}"));
    let rows: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap_or_default();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["name"], "Standard_ND96isr_H200_v5");
    // The 2026-08-20 EU snapshot: 110.272 USD/h in swedencentral.
    assert_eq!(rows[0]["linux_payg_usd_per_hour"], "110.272");
    assert_eq!(rows[0]["vram_gb"], 1128.0);
}

#[test]
fn the_cli_and_the_core_give_identical_estimates() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/examples/estimate.json");
    let out = Command::new(env!("CARGO_BIN_EXE_gpuplan"))
        .args(["estimate", path, "--json"])
        .output()
        .unwrap_or_else(|e| unreachable!("{e}"));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let from_cli: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    let c = catalog::embedded().unwrap_or_else(|e| unreachable!("{e:?}"));
    let input =
        gpuplan_core::cost::estimate::parse(&std::fs::read_to_string(path).unwrap_or_default())
            .unwrap_or_else(|e| unreachable!("{e}"));
    let from_core =
        gpuplan_core::cost::evaluate(&input, &c).unwrap_or_else(|e| unreachable!("{e:?}"));
    assert_eq!(from_cli, serde_json::to_value(&from_core).unwrap_or_default());
    assert_eq!(from_cli["lines"].as_array().map(Vec::len), Some(9));
}

#[test]
fn a_bad_estimate_names_the_field_and_fails() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gpuplan"))
        .args(["estimate", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| unreachable!("{e}"));
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        let _ = stdin.write_all(br#"{"lines": [{"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope", "count": -2}]}"#);
    }
    let out = child.wait_with_output().unwrap_or_else(|e| unreachable!("{e}"));
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("lines[0].count: must not be negative"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn recommend_from_flags_equals_the_core_on_the_same_workload() {
    let out = Command::new(env!("CARGO_BIN_EXE_gpuplan"))
        .args([
            "recommend",
            "--params",
            "70B",
            "--tokens",
            "2T",
            "--days",
            "60",
            "--region",
            "westeurope",
            "--today",
            "2026-11-29",
            "--json",
        ])
        .output()
        .unwrap_or_else(|e| unreachable!("{e}"));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let from_cli: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    let c = catalog::embedded().unwrap_or_else(|e| unreachable!("{e:?}"));
    let w = gpuplan_core::sizing::tree::parse(
        r#"{"task": {"kind": "training", "params": 70e9, "tokens": 2e12, "sharding": "zero3", "checkpointing": true}, "region": "westeurope", "max_days": 60}"#,
    )
    .unwrap_or_else(|e| unreachable!("{e}"));
    let from_core = gpuplan_core::sizing::tree::recommend(&w, &c, "2026-11-29".parse().ok())
        .unwrap_or_else(|e| unreachable!("{e}"));
    // Exact text: serde_json's default float reader is not always correctly rounded, so values
    // parsed back can differ in the last bit; the printed text cannot.
    let printed = String::from_utf8_lossy(&out.stdout);
    assert_eq!(printed.trim_end(), serde_json::to_string_pretty(&from_core).unwrap_or_default());
    assert!(from_cli["ranked"].as_array().is_some_and(|r| !r.is_empty()));
}

#[test]
fn recommend_names_a_bad_flag() {
    let out = Command::new(env!("CARGO_BIN_EXE_gpuplan"))
        .args(["recommend", "--params", "seventy", "--tokens", "2T"])
        .output()
        .unwrap_or_else(|e| unreachable!("{e}"));
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--params"));
}
