//! The CLI against the core and the raw data: for every record of the price snapshot, the raw
//! Retail Prices record it came from, the core's lookup and `gpuplan price --json` all give the
//! same price.

use std::collections::{HashMap, HashSet};
use std::process::Command;

use gpuplan_core::catalog::import::{self, Context, Meters, Outcome};
use gpuplan_core::catalog::{self, PriceAnswer, PriceRecord};
use gpuplan_core::dataset;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../content/data");

mod commands;
mod lang;
#[cfg(feature = "pseudo")]
mod pseudo;

/// The day every test judges prices and lifecycle stages on, and gives the CLI through
/// `GPUPLAN_TODAY`, so that the CLI and the core agree whatever the clock says.
const TODAY: &str = "2026-12-02";

fn today() -> gpuplan_core::date::Date {
    TODAY.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// The `gpuplan` binary, run on [`TODAY`].
fn gpuplan_command() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_gpuplan"));
    c.env("GPUPLAN_TODAY", TODAY);
    c
}

/// Every price the raw snapshots yield, by (size, region, os, model), before merging.
fn raw_prices(c: &catalog::Catalog) -> HashMap<(String, String, String, String), Vec<PriceRecord>> {
    let meters =
        Meters::parse(&std::fs::read_to_string(format!("{DATA}/meters.toml")).unwrap_or_default())
            .unwrap();
    let sizes: HashSet<String> = c.sizes.iter().map(|s| s.name.clone()).collect();
    // The snapshot's inputs, as `raw/inputs.txt` lists them: `PATH[@DATE@SOURCE]`. (A fetched
    // folder of API pages would need its manifest; none is committed yet, and this test says so.)
    let list = std::fs::read_to_string(format!("{DATA}/raw/inputs.txt")).unwrap_or_default();
    let inputs: Vec<(String, Option<gpuplan_core::date::Date>, Option<String>)> = list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.split('@');
            let file = parts.next().unwrap_or_default().to_owned();
            assert!(!file.starts_with("raw/api/"), "{file}: read fetched folders here too");
            (file, parts.next().and_then(|d| d.parse().ok()), parts.next().map(str::to_owned))
        })
        .collect();
    assert!(inputs.len() >= 3, "{list}");
    let mut out: HashMap<_, Vec<PriceRecord>> = HashMap::new();
    for (file, default_as_of, default_source) in &inputs {
        let (default_as_of, default_source) = (*default_as_of, default_source.as_deref());
        let text = std::fs::read_to_string(format!("{DATA}/{file}"))
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let page = import::read_page(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        let ctx = Context {
            meters: &meters,
            sizes: &sizes,
            sources: &c.sources,
            default_as_of,
            default_source,
        };
        for item in &page.items {
            for outcome in import::classify(item, &ctx).unwrap_or_else(|e| panic!("{file}: {e}")) {
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
    let out = crate::gpuplan_command()
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
        .unwrap_or_else(|e| panic!("gpuplan could not start: {e}"));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap_or_default()
}

#[test]
fn every_snapshot_price_agrees_across_raw_record_core_and_cli() {
    let c = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}")).catalog;
    let raw = raw_prices(&c);
    let records = c.prices.clone();
    assert!(records.len() > 1_000);
    // Two workers: the machine has two cores, and each check runs the binary once.
    let (a, b) = records.split_at(records.len() / 2);
    let ended: usize = std::thread::scope(|scope| {
        let workers: Vec<_> = [a, b]
            .into_iter()
            .map(|half| {
                let (c, raw) = (&c, &raw);
                scope.spawn(move || {
                    let mut ended = 0;
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
                        // The core, on the day the CLI is run: a price that has ended by then is
                        // reported as ended by both, never as today's.
                        let json = cli_price(p);
                        if !p.current_on(today()) {
                            let answer = c.price(&p.size, &p.region, p.os, p.model, today());
                            assert_eq!(answer, PriceAnswer::Ended(p));
                            assert_eq!(json["status"], "ended", "{key:?}: {json}");
                            ended += 1;
                            continue;
                        }
                        let answer = c.price(&p.size, &p.region, p.os, p.model, today());
                        assert_eq!(answer, PriceAnswer::Found(p));
                        // The CLI.
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
                    ended
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).sum()
    });
    // The snapshot holds one price known to have ended (2022-07-31), read as ended above.
    assert_eq!(ended, 1);
}

#[test]
fn a_price_not_in_the_snapshot_is_reported_with_its_date_not_as_zero() {
    let out = crate::gpuplan_command()
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
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    // The newest date among eastus's records, worked out from the snapshot file itself.
    let newest = std::fs::read_to_string(format!("{DATA}/prices.jsonl"))
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|r| r["region"] == "eastus")
        .filter_map(|r| r["as_of"].as_str().map(str::to_owned))
        .max();
    assert!(newest.is_some());
    assert_eq!(json, serde_json::json!({ "status": "not-in-snapshot", "newest_snapshot": newest }));
}

#[test]
fn an_old_price_says_how_old_it_is() {
    // Every price in the snapshot is from 2026-08-20 or earlier, so by any day from 2026-11-19 on
    // this one (2026-07-27) is more than 90 days old.
    let out = crate::gpuplan_command()
        .args(["price", "Standard_ND96isr_H100_v5", "--region", "eastus"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("as of 2026-07-27 (") && text.contains("days old: more than 90"),
        "{text}"
    );
    let json = crate::gpuplan_command()
        .args([
            "price",
            "Standard_ND96isr_H100_v5",
            "--region",
            "eastus",
            "--model",
            "payg",
            "--json",
        ])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap_or_default();
    assert_eq!(json["old"], true, "{json}");
    assert!(json["age_days"].as_i64().is_some_and(|d| d > 90), "{json}");
    // Without --model, every model's row says the same of its own record.
    let all = crate::gpuplan_command()
        .args(["price", "Standard_ND96isr_H100_v5", "--region", "eastus", "--json"])
        .output()
        .unwrap();
    let all: serde_json::Value = serde_json::from_slice(&all.stdout).unwrap_or_default();
    let payg = all["prices"].as_array().and_then(|r| r.iter().find(|p| p["model"] == "payg"));
    assert_eq!(payg.map(|p| &p["old"]), Some(&serde_json::json!(true)), "{all}");
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
        let out = crate::gpuplan_command().args(args).output().unwrap();
        assert!(!out.status.success(), "{args:?} succeeded");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(field), "{args:?}: {stderr}");
    }
}

#[test]
fn catalog_json_lists_sizes_with_the_filters_applied() {
    let out = crate::gpuplan_command()
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
        .unwrap();
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
    let out = crate::gpuplan_command()
        .args(["estimate", path, "--json", "--today", "2026-11-29"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let from_cli: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    let c = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let input =
        gpuplan_core::cost::estimate::parse(&std::fs::read_to_string(path).unwrap_or_default())
            .unwrap();
    let today = "2026-11-29".parse().unwrap_or_else(|e| panic!("{e}"));
    let from_core = gpuplan_core::cost::estimate::evaluate(&input, &c.catalog, &c.rates, today)
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(from_cli, serde_json::to_value(&from_core).unwrap_or_default());
    assert_eq!(from_cli["lines"].as_array().map(Vec::len), Some(9));
}

#[test]
fn a_bad_estimate_names_the_field_and_fails() {
    let mut child = crate::gpuplan_command()
        .args(["estimate", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        let _ = stdin.write_all(br#"{"lines": [{"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope", "count": -2}]}"#);
    }
    let out = child.wait_with_output().unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("lines[0].count: must not be negative"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn recommend_from_flags_equals_the_core_on_the_same_workload() {
    let out = crate::gpuplan_command()
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
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let from_cli: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    let c = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let w = gpuplan_core::sizing::tree::parse(
        r#"{"task": {"kind": "training", "params": 70e9, "tokens": 2e12, "sharding": "zero3", "checkpointing": true}, "region": "westeurope", "max_days": 60}"#,
    )
    .unwrap();
    let from_core =
        gpuplan_core::sizing::tree::recommend(&w, &c.catalog, &c.sizing, today()).unwrap();
    // The core's answer exactly, with the workload used before it and each ranked size's GPUs
    // as a fraction beside the figure. Both sides are parsed from printed text (serde_json's
    // default float reader is not always correctly rounded, but the same text reads the same).
    let mut cli = from_cli.clone();
    let workload = cli.as_object_mut().and_then(|o| o.remove("workload"));
    let fractions: Vec<_> = cli["ranked"]
        .as_array_mut()
        .map(|r| r.iter_mut().filter_map(|c| c.as_object_mut()?.remove("gpus_fraction")).collect())
        .unwrap_or_default();
    let core: serde_json::Value =
        serde_json::from_str(&serde_json::to_string_pretty(&from_core).unwrap_or_default())
            .unwrap_or_default();
    assert!(cli == core, "the CLI's recommendation differs from the core's");
    let w_text = serde_json::to_string(&w).unwrap_or_default();
    assert_eq!(workload, serde_json::from_str(&w_text).ok());
    assert!(from_cli["ranked"].as_array().is_some_and(|r| !r.is_empty()));
    assert_eq!(fractions.len(), from_cli["ranked"].as_array().map_or(0, Vec::len));
}

#[test]
fn recommend_names_a_bad_flag() {
    let out = crate::gpuplan_command()
        .args(["recommend", "--params", "seventy", "--tokens", "2T"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--params"));
}

/// A file in a fresh temporary folder for this test.
fn temp_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gpuplan-it-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn gpuplan(args: &[&str]) -> std::process::Output {
    crate::gpuplan_command()
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("gpuplan could not start: {e}"))
}

/// `az graph query ... --output json` for the documented eviction-rate query.
const EVICTIONS_JSON: &str = r#"{"count": 2, "data": [
  {"location": "westeurope", "skuName": "standard_nd96isr_h100_v5", "spotEvictionRate": "10-15"},
  {"location": "swedencentral", "skuName": "standard_nd96isr_h100_v5", "spotEvictionRate": "20+"}
], "skip_token": null, "total_records": 2}"#;

#[test]
fn spot_takes_the_band_for_the_size_and_region_from_the_export() {
    use gpuplan_core::calc::spot::SpotEvictions;
    use gpuplan_core::calc::{self, Kind};
    use gpuplan_core::cost::eviction::{BandEnd, EvictionTable};

    let json = temp_file("evictions.json", EVICTIONS_JSON.as_bytes());
    let csv = temp_file(
        "evictions.csv",
        b"\"skuName\",\"location\",\"spotEvictionRate\"\r\n\"standard_nd96isr_h100_v5\",\"westeurope\",\"10-15\"\r\n",
    );
    let run = |file: &std::path::Path| {
        let path = file.to_string_lossy();
        let out = gpuplan(&[
            "spot",
            "Standard_ND96isr_H100_v5",
            "--region",
            "westeurope",
            "--evictions",
            &path,
            "--date",
            "2026-09-01",
            "--json",
        ]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap_or_default()
    };
    let from_json = run(&json);
    // The upper end of 10-15 %: a 15 % chance within an hour, as a Poisson rate.
    let rate = from_json["spot"]["eviction_rate"].as_f64().unwrap_or_default();
    assert!((rate - -(0.85f64.ln())).abs() < 1e-12, "{rate}");
    assert_eq!(from_json["spot"]["eviction_origin"]["export"]["band"]["band"], "P10To15");
    assert_eq!(from_json["spot"]["eviction_origin"]["export"]["as_of"], "2026-09-01");
    assert_eq!(from_json["evictions_export"]["date_from"], "as given");
    // The same rows as CSV give the same analysis, and both are the core's.
    assert_eq!(run(&csv)["spot"], from_json["spot"]);
    let c = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let mut state = Kind::Spot.defaults(&[]);
    calc::set_text(&mut state, "region", "westeurope");
    let table = EvictionTable::parse(EVICTIONS_JSON);
    let core = calc::spot::spot_with(
        &state,
        &c,
        Some(SpotEvictions { table: &table, date: "2026-09-01", end: BandEnd::High }),
        today(),
    )
    // Through text, as the CLI's output is read: serde_json reads floats to within an ulp.
    .map(|o| {
        serde_json::from_str::<serde_json::Value>(&serde_json::to_string(&o).unwrap_or_default())
            .unwrap_or_default()
    })
    .unwrap_or_default();
    assert_eq!(from_json["spot"], core);
    // As text: the band, its source and its date; "20+" is a lower bound, said so.
    let path = json.to_string_lossy();
    let text = gpuplan(&[
        "spot",
        "Standard_ND96isr_H100_v5",
        "--region",
        "swedencentral",
        "--evictions",
        &path,
        "--date",
        "2026-09-02",
    ]);
    let stdout = String::from_utf8_lossy(&text.stdout);
    assert!(stdout.contains("band 20+%"), "{stdout}");
    assert!(stdout.contains("your Resource Graph export"), "{stdout}");
    assert!(stdout.contains("dated 2026-09-02"), "{stdout}");
    assert!(stdout.contains("at least 20%"), "{stdout}");
}

#[test]
fn spot_without_a_row_for_the_size_uses_the_typed_rate_and_says_so() {
    let json = temp_file("evictions-other.json", EVICTIONS_JSON.as_bytes());
    let path = json.to_string_lossy();
    let args = ["spot", "Standard_NC40ads_H100_v5", "--region", "westeurope", "--json"];
    let plain = gpuplan(&args);
    let with_export = gpuplan(&[&args[..], &["--evictions", &path]].concat());
    let (plain, with_export): (serde_json::Value, serde_json::Value) = (
        serde_json::from_slice(&plain.stdout).unwrap_or_default(),
        serde_json::from_slice(&with_export.stdout).unwrap_or_default(),
    );
    assert_eq!(plain["spot"]["eviction_origin"], "typed");
    assert_eq!(with_export["spot"]["eviction_origin"]["not-in-export"]["rows"], 2);
    assert_eq!(with_export["spot"]["result"], plain["spot"]["result"]);
}

#[test]
fn a_hostile_export_fails_naming_the_flag_row_and_column() {
    let big = temp_file("big.json", b"[");
    std::fs::File::options()
        .write(true)
        .open(&big)
        .and_then(|f| f.set_len(gpuplan_core::cost::eviction::MAX_BYTES as u64 + 1))
        .unwrap();
    for (name, bytes, expect) in [
        (
            "band.csv",
            &b"skuName,location,spotEvictionRate\nstandard_nd96isr_h100_v5,westeurope,=1+1\n"[..],
            "row 1 (line 2): spotEvictionRate \"=1+1\"",
        ),
        (
            "missing.json",
            &br#"[{"skuName":"a","spotEvictionRate":"0-5"}]"#[..],
            "row 1: location is missing",
        ),
        ("picture.png", &b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"[..], "binary data"),
        ("latin1.csv", &b"skuName,location,spotEvictionRate\nm\xe4,b,0-5\n"[..], "not UTF-8"),
        ("shape.json", &br#"{"value": []}"#[..], "expected an array of rows"),
    ] {
        let path = temp_file(name, bytes);
        let out = gpuplan(&[
            "spot",
            "Standard_ND96isr_H100_v5",
            "--region",
            "westeurope",
            "--evictions",
            &path.to_string_lossy(),
        ]);
        assert!(!out.status.success(), "{name} succeeded");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("--evictions") && stderr.contains(expect), "{name}: {stderr}");
    }
    let out = gpuplan(&[
        "spot",
        "Standard_ND96isr_H100_v5",
        "--region",
        "westeurope",
        "--evictions",
        &big.to_string_lossy(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && stderr.contains("at most"), "{stderr}");
    let out = gpuplan(&[
        "spot",
        "Standard_ND96isr_H100_v5",
        "--region",
        "westeurope",
        "--date",
        "2026-09-01",
    ]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("--date: only with --evictions"));
}
