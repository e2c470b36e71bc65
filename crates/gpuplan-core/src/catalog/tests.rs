//! Catalog tests: the project's data validates, each validation rule fires on broken data, and
//! the queries answer as the data says.

use std::collections::HashSet;

use rust_decimal::Decimal;

use super::import::Meters;
use super::*;
use crate::dataset::measured::Precision;
use crate::dataset::{Dataset, SourceFiles, embedded, load};
use crate::date::Date;

const GPUS: &str = include_str!("../../../../content/data/gpus.toml");
const SIZES: &str = include_str!("../../../../content/data/sizes.toml");
const REGIONS: &str = include_str!("../../../../content/data/regions.toml");
const SOURCES: &str = include_str!("../../../../content/data/sources.toml");
const PRICES: &str = include_str!("../../../../content/data/prices.jsonl");
const METERS: &str = include_str!("../../../../content/data/meters.toml");
const RATES: &str = include_str!("../../../../content/data/rates.toml");
const MODELS: &str = include_str!("../../../../content/data/models.toml");
const MEASURED: &str = include_str!("../../../../content/data/h200-measurements.toml");

fn files() -> SourceFiles<'static> {
    SourceFiles {
        gpus: GPUS,
        sizes: SIZES,
        regions: REGIONS,
        sources: SOURCES,
        prices: PRICES,
        rates: RATES,
        models: MODELS,
        measured: MEASURED,
    }
}

fn catalog() -> Catalog {
    match embedded() {
        Ok(d) => d.catalog,
        Err(errors) => panic!("the project's data is invalid: {errors:#?}"),
    }
}

fn date(s: &str) -> Date {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Loads `files` and checks that an error names `file`, `record` and `field`.
fn check_error(files: SourceFiles<'_>, file: &str, record: &str, field: &str) {
    let errors = match load(&files) {
        Ok(_) => panic!("broken data loaded without error"),
        Err(e) => e,
    };
    assert!(
        errors.iter().any(|e| e.file == file && e.record.contains(record) && e.field == field),
        "no error for {file} / {record} / {field} among {errors:#?}"
    );
}

#[test]
fn the_project_data_validates() {
    let c = catalog();
    // A snapshot of the data's size: after a data change, `UPDATE_EXPECT=1 cargo test -p
    // gpuplan-core` rewrites it, and the diff shows what changed.
    expect_test::expect!["73 sizes in 21 series, 23 accelerators, 52 regions"].assert_eq(&format!(
        "{} sizes in {} series, {} accelerators, {} regions",
        c.sizes.len(),
        c.series.len(),
        c.gpus.len(),
        c.regions.len()
    ));
    assert!(c.prices.len() > 1_000, "{}", c.prices.len());
}

// Regression: `Spec::NotApplicable` was written to JSON as "NotApplicable", which the browser
// could not read back, so the catalog page showed a load error.
#[test]
fn the_dataset_round_trips_through_json_as_the_browser_reads_it() {
    let d = embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let json = serde_json::to_string(&d).unwrap_or_default();
    let back: Result<Dataset, _> = serde_json::from_str(&json);
    // The browser gets everything but the sources' provenance, which is the team's, and the
    // measurements, which it gets as documents in the guide.
    let mut expected = d.clone();
    expected.catalog.sources.iter_mut().for_each(|s| s.provenance = None);
    expected.measured = None;
    match back {
        Ok(back) => assert_eq!(back, expected),
        Err(e) => panic!("the browser could not read the dataset: {e}"),
    }
}

// Regression: the sources page showed working notes (search ids, paths outside the repository);
// they now live in `provenance`, which must stay out of the JSON the browser reads.
#[test]
fn the_sources_provenance_is_not_sent_to_the_browser() {
    let d = embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let kept: Vec<&str> =
        d.catalog.sources.iter().filter_map(|s| s.provenance.as_deref()).collect();
    assert!(kept.len() >= 10, "{}", kept.len());
    let json = serde_json::to_string(&d).unwrap_or_default();
    assert!(!json.contains("\"provenance\""));
    for p in kept {
        assert!(!json.contains(&serde_json::to_string(p).unwrap_or_default()), "{p}");
    }
}

#[test]
fn a_source_note_without_its_chinese_is_named() {
    let id = "id = \"ms-devtest\"";
    let at = SOURCES.find(id).unwrap_or_else(|| panic!("no {id}"));
    let (head, tail) = SOURCES.split_at(at);
    let tail = tail.replacen("note_zh = \"该套餐页面未注明日期。\"\n", "", 1);
    let sources = format!("{head}{tail}");
    assert_ne!(sources, SOURCES);
    check_error(
        SourceFiles { sources: &sources, ..files() },
        "sources.toml",
        "ms-devtest",
        "note_zh",
    );
    // And a Chinese note with no English one.
    let tail =
        tail.replacen("note = \"The offer page states no date.\"\n", "note_zh = \"无日期。\"\n", 1);
    let sources = format!("{head}{tail}");
    check_error(
        SourceFiles { sources: &sources, ..files() },
        "sources.toml",
        "ms-devtest",
        "note_zh",
    );
}

/// A source a price or a rate names is shown by its name in the reader's language, never by its
/// key: it needs a Chinese title and a short name in both languages.
#[test]
fn a_price_or_rate_source_without_its_chinese_title_or_short_name_is_named() {
    for (id, line, field) in [
        ("prices-karpenter", "title_zh = \"Azure/karpenter-provider-azure：", "title_zh"),
        ("prices-radar", "short = \"azure-pricing-radar VM snapshot\"", "short"),
        ("storage-radar", "title_zh = \"andy-diericks/azure-pricing-radar：存储服务", "title_zh"),
        ("ms-disk-billing", "short = \"Disk Storage billing (Microsoft Docs)\"", "short"),
    ] {
        let sources = without_line(SOURCES, line);
        assert_ne!(sources, SOURCES, "{line}");
        check_error(SourceFiles { sources: &sources, ..files() }, "sources.toml", id, field);
    }
    // A short name needs its Chinese, and a Chinese one its English.
    let sources = without_line(SOURCES, "short_zh = \"karpenter-provider-azure 价格表\"");
    check_error(
        SourceFiles { sources: &sources, ..files() },
        "sources.toml",
        "prices-karpenter",
        "short_zh",
    );
    let sources = without_line(SOURCES, "short = \"karpenter-provider-azure price table\"");
    check_error(
        SourceFiles { sources: &sources, ..files() },
        "sources.toml",
        "prices-karpenter",
        "short_zh",
    );
    // A Chinese title holds Chinese.
    let sources = SOURCES.replacen(
        "title_zh = \"Azure/karpenter-provider-azure：代码生成的 Linux 即用即付价格表，覆盖 57 个区域\"",
        "title_zh = \"Azure/karpenter-provider-azure: generated Linux prices\"",
        1,
    );
    assert_ne!(sources, SOURCES);
    check_error(
        SourceFiles { sources: &sources, ..files() },
        "sources.toml",
        "prices-karpenter",
        "title_zh",
    );
}

/// A source's title and short name in a reader's language: the Chinese where there is one, and
/// the short name falls back to the title; a cited work without a Chinese title keeps its own.
#[test]
fn a_source_is_named_in_the_readers_language() {
    use crate::lang::Lang;
    let c = catalog();
    let source = |id: &str| c.sources.iter().find(|s| s.id == id).unwrap_or_else(|| panic!("{id}"));
    let k = source("prices-karpenter");
    assert_eq!(k.short_in(Lang::En), "karpenter-provider-azure price table");
    assert_eq!(k.short_in(Lang::Zh), "karpenter-provider-azure 价格表");
    assert!(k.title_in(Lang::Zh).contains("即用即付"));
    assert_eq!(k.title_in(Lang::En), k.title);
    let spot = source("ms-spot");
    assert_eq!(spot.short_in(Lang::En), spot.title);
    assert_eq!(spot.short_in(Lang::Zh), "使用 Azure Spot 虚拟机（微软文档）");
    let paper = source("arxiv-2310-06825");
    assert_eq!(paper.title_in(Lang::Zh), paper.title_in(Lang::En));
    // Every source a price or a rate names has both.
    let d = embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let named: HashSet<&str> =
        c.prices.iter().map(|p| p.source.as_str()).chain(d.rates.sources()).collect();
    assert!(named.len() >= 13, "{named:?}");
    for id in named {
        let s = source(id);
        assert!(s.title_zh.is_some() && s.short.is_some() && s.short_zh.is_some(), "{id}");
    }
}

#[test]
fn a_working_note_in_a_source_readers_see_is_named() {
    for (from, to, field) in [
        ("title = \"NDv2 series", "title = \"search index id 1: NDv2 series", "title"),
        (
            "note = \"The offer page states no date.\"",
            "note = \"See ../shared/data/notes.md.\"",
            "note",
        ),
    ] {
        let sources = SOURCES.replacen(from, to, 1);
        assert_ne!(sources, SOURCES, "{from}");
        let errors = load(&SourceFiles { sources: &sources, ..files() }).err().unwrap_or_default();
        assert!(
            errors.iter().any(|e| e.file == "sources.toml" && e.field == field),
            "{field}: {errors:#?}"
        );
    }
    // The same text in `provenance` is the team's and refused nowhere.
    let sources = SOURCES.replacen(
        "provenance = \"Older page read at commit 00e0",
        "provenance = \"search index id 1, ../shared/x. Older page read at commit 00e0",
        1,
    );
    assert_ne!(sources, SOURCES);
    assert!(load(&SourceFiles { sources: &sources, ..files() }).is_ok());
}

#[test]
fn the_measurements_name_a_known_source_with_their_date() {
    let bad = MEASURED.replacen("date = \"2026-11-29\"", "date = \"2026-11-28\"", 1);
    assert_ne!(bad, MEASURED);
    check_error(
        SourceFiles { measured: &bad, ..files() },
        "h200-measurements.toml",
        "h200",
        "date",
    );
    let bad = MEASURED.replacen("gpu = \"h200-sxm\"", "gpu = \"h201\"", 1);
    check_error(SourceFiles { measured: &bad, ..files() }, "h200-measurements.toml", "h200", "gpu");
    let bad = MEASURED.replacen("about_zh = \"在 GPU", "about_zh = \"GPU", 1).replacen(
        "about_zh = \"GPU 显存内复制 4 GiB 数据，读出和写入的字节都计算在内。\"",
        "about_zh = \"A copy.\"",
        1,
    );
    assert_ne!(bad, MEASURED);
    check_error(
        SourceFiles { measured: &bad, ..files() },
        "h200-measurements.toml",
        "h200",
        "bandwidth.about_zh",
    );
}

// The sizing calibration in models.toml is taken from the project's measurements: it must still
// follow from them (and from the accelerator's figures) when either changes.
#[test]
fn the_inference_calibration_follows_from_the_measurements() {
    let d = embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let m = d.measured.as_ref().unwrap_or_else(|| panic!("no measurements"));
    let gpu = d.catalog.gpu(&m.gpu).unwrap_or_else(|| panic!("no {}", m.gpu));
    let (inf, tr) = (&d.sizing.inference, &d.sizing.training);
    assert_eq!(
        (inf.source.as_str(), tr.mfu_source.as_str()),
        (m.source.as_str(), m.source.as_str())
    );
    let bandwidth = gpu.bandwidth_gbs.unwrap_or_default();
    let bound = m.decode_bound_ms(bandwidth).unwrap_or_default();
    let step = m.decode_batch_1().map_or(f64::NAN, |s| s.ms);
    let decode = bound / step;
    assert!((decode - inf.decode_bandwidth_efficiency).abs() < 0.005, "{decode}");
    // Prefill at the shortest prompt measured, against the dense BF16 figure.
    let peak = Precision::Bf16.spec(gpu).unwrap_or(f64::NAN);
    let run = m.prefill.run.iter().min_by_key(|r| r.tokens).unwrap_or_else(|| panic!("no run"));
    let prefill = m.prefill_tflops(run) / peak;
    assert!((prefill - inf.prefill_compute_efficiency).abs() < 0.005, "{prefill}");
    // The training default is no higher than the best MFU measured.
    let best = m.training.run.iter().map(|r| r.mfu).fold(0.0, f64::max);
    assert!(tr.default_mfu > 0.0 && tr.default_mfu <= best, "{} vs {best}", tr.default_mfu);
}

#[test]
fn prices_are_sorted_and_unique_by_key() {
    let c = catalog();
    assert!(c.prices.windows(2).all(|w| matches!(w, [a, b] if a.key() < b.key())));
}

#[test]
fn every_record_traces_to_a_dated_source() {
    let c = catalog();
    for p in &c.prices {
        let source = c.sources.iter().find(|s| s.id == p.source);
        assert!(source.is_some_and(|s| s.date.is_some()), "{p:?}");
        assert!(p.price > Decimal::ZERO);
    }
    for s in &c.series {
        assert!(c.sources.iter().any(|x| x.id == s.source && x.date.is_some()), "{}", s.id);
    }
}

#[test]
fn an_unknown_gpu_is_named_with_file_record_and_field() {
    let sizes = SIZES.replacen("gpu = \"t4\"", "gpu = \"t5\"", 1);
    check_error(SourceFiles { sizes: &sizes, ..files() }, "sizes.toml", "NCasT4_v3", "gpu");
}

#[test]
fn a_published_run_on_an_unknown_gpu_or_without_its_figures_is_named() {
    let bad_gpu = MODELS.replacen(
        "id = \"llama2-7b\"\nname = \"Llama 2 7B pretraining\"\nclass = \"pretraining\"\ngpu = \"a100-sxm4-80\"",
        "id = \"llama2-7b\"\nname = \"Llama 2 7B pretraining\"\nclass = \"pretraining\"\ngpu = \"a100-sxm9\"",
        1,
    );
    assert_ne!(bad_gpu, MODELS);
    check_error(SourceFiles { models: &bad_gpu, ..files() }, "models.toml", "llama2-7b", "gpu");
    let run = "\n[[run]]\nid = \"no-hours\"\nname = \"x\"\nclass = \"pretraining\"\ngpu = \"h100-sxm\"\nprecision = \"bf16\"\nparams = 7e9\ntokens = 1e12\nsplit = \"calibration\"\nsource = \"h200-measured\"\n";
    let no_hours = format!("{MODELS}{run}");
    check_error(SourceFiles { models: &no_hours, ..files() }, "models.toml", "no-hours", "class");
}

#[test]
fn a_negative_price_is_named() {
    let line = r#"{"size":"Standard_NC4as_T4_v3","region":"westeurope","os":"linux","model":"devtest","price":"-0.5","currency":"USD","as_of":"2026-08-20","source":"prices-radar"}"#;
    let prices = format!("{PRICES}{line}\n");
    check_error(
        SourceFiles { prices: &prices, ..files() },
        "prices.jsonl",
        "Standard_NC4as_T4_v3 westeurope linux devtest",
        "price",
    );
}

#[test]
fn a_zero_price_is_named() {
    let line = r#"{"size":"Standard_NC4as_T4_v3","region":"westeurope","os":"linux","model":"devtest","price":"0","currency":"USD","as_of":"2026-08-20","source":"prices-radar"}"#;
    let prices = format!("{PRICES}{line}\n");
    check_error(SourceFiles { prices: &prices, ..files() }, "prices.jsonl", "devtest", "price");
}

#[test]
fn a_duplicate_key_is_named() {
    let first = PRICES.lines().next().unwrap_or_default();
    let prices = format!("{PRICES}{first}\n");
    check_error(SourceFiles { prices: &prices, ..files() }, "prices.jsonl", "Standard_", "");
}

#[test]
fn a_price_without_a_date_is_named() {
    let line = r#"{"size":"Standard_NC4as_T4_v3","region":"westeurope","os":"linux","model":"devtest","price":"1","currency":"USD","source":"prices-radar"}"#;
    let prices = format!("{PRICES}{line}\n");
    let n = PRICES.lines().count() + 1;
    check_error(
        SourceFiles { prices: &prices, ..files() },
        "prices.jsonl",
        &format!("line {n}"),
        "as_of",
    );
}

#[test]
fn a_bad_model_os_or_price_text_is_named() {
    let base = r#"{"size":"Standard_NC4as_T4_v3","region":"westeurope","os":"linux","model":"payg","price":"1","currency":"USD","as_of":"2026-08-20","source":"prices-radar"}"#;
    let n = PRICES.lines().count() + 1;
    for (from, to, field) in [
        (r#""model":"payg""#, r#""model":"free""#, "model"),
        (r#""os":"linux""#, r#""os":"beos""#, "os"),
        (r#""price":"1""#, r#""price":"one""#, "price"),
        (r#""price":"1""#, r#""price":1"#, "price"),
        (r#""as_of":"2026-08-20""#, r#""as_of":"2026-02-30""#, "as_of"),
    ] {
        let prices = format!("{PRICES}{}\n", base.replace(from, to));
        check_error(
            SourceFiles { prices: &prices, ..files() },
            "prices.jsonl",
            &format!("line {n}"),
            field,
        );
    }
}

#[test]
fn a_price_for_an_unknown_size_or_region_is_named() {
    let line = r#"{"size":"Standard_Nope","region":"marsnorth","os":"linux","model":"payg","price":"1","currency":"USD","as_of":"2026-08-20","source":"prices-radar"}"#;
    let prices = format!("{PRICES}{line}\n");
    check_error(
        SourceFiles { prices: &prices, ..files() },
        "prices.jsonl",
        "Standard_Nope",
        "size",
    );
    check_error(SourceFiles { prices: &prices, ..files() }, "prices.jsonl", "marsnorth", "region");
}

#[test]
fn a_meter_region_twice_in_capitals_or_without_its_source_is_named() {
    // westus2 given eastus's meter region; eastus's written as a price sheet writes it; then
    // eastus's source taken away.
    let twice = REGIONS.replacen("meter_region = \"us west 2\"", "meter_region = \"us east\"", 1);
    check_error(
        SourceFiles { regions: &twice, ..files() },
        "regions.toml",
        "westus2",
        "meter_region",
    );
    let capitals = REGIONS.replacen("meter_region = \"us east\"", "meter_region = \"US East\"", 1);
    check_error(
        SourceFiles { regions: &capitals, ..files() },
        "regions.toml",
        "eastus",
        "meter_region",
    );
    let unsourced = REGIONS.replacen(
        "meter_region = \"us east\"\nmeter_region_source = \"regions-finops\"\n",
        "meter_region = \"us east\"\n",
        1,
    );
    assert_ne!(unsourced, REGIONS);
    check_error(
        SourceFiles { regions: &unsourced, ..files() },
        "regions.toml",
        "eastus",
        "meter_region_source",
    );
}

#[test]
fn an_announced_retirement_without_its_date_is_named() {
    // NVv3 is the first series with an announcement: without its date the series would never
    // retire, so the loader names the missing date (and the successor it can no longer have).
    let sizes = SIZES.replacen("retires = \"2026-09-30\"\n", "", 1);
    check_error(SourceFiles { sizes: &sizes, ..files() }, "sizes.toml", "NVv3", "retires");
    check_error(SourceFiles { sizes: &sizes, ..files() }, "sizes.toml", "NVv3", "successor");
}

#[test]
fn a_lifecycle_mark_without_its_source_is_named() {
    let sizes = SIZES.replacen("lifecycle_source = \"az-nca100\"\n", "", 1);
    check_error(
        SourceFiles { sizes: &sizes, ..files() },
        "sizes.toml",
        "NC_A100_v4",
        "lifecycle_source",
    );
}

#[test]
fn a_preview_size_names_a_generally_available_successor() {
    let sizes = SIZES.replacen(
        "successor = \"Standard_NC144ds_xl_RTXPRO6000BSE_v6\"",
        "successor = \"Standard_NC256ds_xl_RTXPRO6000BSE_v6\"",
        1,
    );
    check_error(
        SourceFiles { sizes: &sizes, ..files() },
        "sizes.toml",
        "Standard_NC128ds_xl_RTXPRO6000BSE_v6",
        "successor",
    );
}

#[test]
fn a_series_source_without_a_date_is_named() {
    let sources = SOURCES.replacen("date = \"2024-07-31\"\n", "", 1);
    check_error(SourceFiles { sources: &sources, ..files() }, "sizes.toml", "NCasT4_v3", "source");
}

#[test]
fn an_unknown_source_is_named() {
    let gpus = GPUS.replacen("\"TWEAK-V100\"]", "\"NO-SUCH\"]", 1);
    check_error(SourceFiles { gpus: &gpus, ..files() }, "gpus.toml", "v100-sxm2-32", "sources");
}

#[test]
fn a_duplicate_size_is_named() {
    let sizes = format!(
        "{SIZES}\n[[size]]\nname = \"Standard_NC4as_T4_v3\"\nseries = \"NCasT4_v3\"\nvcpu = 4\nmemory = 28\nmemory_unit = \"GiB\"\ngpu_count = \"1\"\ngpu_name = \"T4\"\ngpu_memory_gb = 16\ngpu_memory_scope = \"vm\"\n"
    );
    check_error(
        SourceFiles { sizes: &sizes, ..files() },
        "sizes.toml",
        "Standard_NC4as_T4_v3",
        "name",
    );
}

#[test]
fn a_malformed_spec_and_an_unknown_field_are_reported_with_a_line() {
    let gpus = GPUS.replacen("fp64 = 7.8", "fp64 = \"fast\"", 1);
    check_error(SourceFiles { gpus: &gpus, ..files() }, "gpus.toml", "line", "");
    let sizes = SIZES.replacen("vcpu = 4\n", "vcpu = 4\nvcpus = 4\n", 1);
    check_error(SourceFiles { sizes: &sizes, ..files() }, "sizes.toml", "line", "");
}

#[test]
fn a_non_positive_spec_is_named() {
    let gpus = GPUS.replacen("fp32 = 8.1", "fp32 = -8.1", 1);
    check_error(SourceFiles { gpus: &gpus, ..files() }, "gpus.toml", "t4", "fp32");
}

#[test]
fn found_prices_carry_their_date_and_source() {
    let c = catalog();
    // The EU snapshot's westeurope Linux pay-as-you-go price for NC4as T4 v3 (2026-08-20).
    match c.price(
        "Standard_NC4as_T4_v3",
        "westeurope",
        Os::Linux,
        PricingModel::Payg,
        crate::date::test_day(),
    ) {
        PriceAnswer::Found(p) => {
            assert_eq!(p.as_of, date("2026-08-20"));
            assert_eq!(p.source, "prices-radar");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_missing_price_says_not_in_snapshot_with_the_date() {
    let c = catalog();
    // The newest date among a region's records, worked out from the records themselves.
    let newest =
        |region: &str| c.prices.iter().filter(|p| p.region == region).map(|p| p.as_of).max();
    // No 3-year savings-plan price is in any snapshot for eastus.
    let answer = c.price(
        "Standard_ND96isr_H100_v5",
        "eastus",
        Os::Linux,
        PricingModel::SavingsPlan3y,
        crate::date::test_day(),
    );
    assert_eq!(answer, PriceAnswer::NotInSnapshot { newest_snapshot: newest("eastus") });
    assert!(newest("eastus").is_some());
    let answer = c.price(
        "Standard_ND96isr_H100_v5",
        "westeurope",
        Os::Linux,
        PricingModel::Reservation1y,
        crate::date::test_day(),
    );
    assert_eq!(answer, PriceAnswer::NotInSnapshot { newest_snapshot: newest("westeurope") });
    assert_eq!(newest("westeurope"), Some(date("2026-08-20")));
}

#[test]
fn the_price_record_agrees_with_the_price_answer_for_every_cell() {
    let c = catalog();
    let (mut found, mut ended) = (0, 0);
    for size in &c.sizes {
        for region in &c.regions {
            for os in Os::ALL {
                for model in PricingModel::ALL {
                    let record = c.price_record(
                        &size.name,
                        &region.name,
                        os,
                        model,
                        crate::date::test_day(),
                    );
                    match c.price(&size.name, &region.name, os, model, crate::date::test_day()) {
                        PriceAnswer::Found(p) => {
                            found += 1;
                            assert_eq!(record, Some(p));
                        }
                        PriceAnswer::Ended(p) => {
                            ended += 1;
                            assert!(!p.current_on(crate::date::test_day()));
                            assert_eq!(record, None);
                        }
                        PriceAnswer::NotInSnapshot { .. } => assert_eq!(record, None),
                    }
                }
            }
        }
    }
    assert_eq!(found + ended, c.prices.len(), "every record is found by its own key");
    assert_eq!(ended, c.prices.iter().filter(|p| !p.current_on(crate::date::test_day())).count());
}

#[test]
fn reservation_records_hold_the_term_total() {
    let c = catalog();
    // 2022-06-06 dump: NC6s v3 westeurope, 1 year 21332 and 3 years 32149, whole-term totals.
    let PriceAnswer::Found(one) = c.price(
        "Standard_NC6s_v3",
        "westeurope",
        Os::Linux,
        PricingModel::Reservation1y,
        crate::date::test_day(),
    ) else {
        panic!("the 2022 reservation record is missing")
    };
    assert_eq!(one.price, Decimal::from(21332));
    // 21332 / 8760 h = 2.43515981735... USD/h, exactly as a decimal quotient.
    assert_eq!(one.hourly().round_dp(6), Decimal::new(2_435_160, 6));
}

#[test]
fn lifecycle_follows_the_date() {
    let c = catalog();
    let nvv3 = c.series("NVv3").unwrap_or_else(|| panic!());
    let stage = |d: &str| Catalog::series_stage(nvv3, date(d)).lifecycle;
    assert_eq!(stage("2026-09-29"), Lifecycle::Retiring);
    assert_eq!(stage("2026-09-30"), Lifecycle::Retired);
    // Capacity-limited: NC A100 v4's page says new capacity goes to NCads H100 v5.
    let a100 = c.series("NC_A100_v4").unwrap_or_else(|| panic!());
    let limited = Catalog::series_stage(a100, date("2026-12-02"));
    assert_eq!(limited.lifecycle, Lifecycle::Limited);
    assert_eq!(limited.capacity_goes_to, Some("NCads_H100_v5"));
    // A preview size of a generally available series is preview, with its successor, until
    // its series retires.
    let preview = c.size("Standard_NC128ds_xl_RTXPRO6000BSE_v6").unwrap_or_else(|| panic!());
    let s = c.stage(preview, date("2026-12-02"));
    assert_eq!(s.lifecycle, Lifecycle::Preview);
    assert_eq!(s.successor, Some("Standard_NC144ds_xl_RTXPRO6000BSE_v6"));
    let ga = c.size("Standard_NC144ds_xl_RTXPRO6000BSE_v6").unwrap_or_else(|| panic!());
    assert_eq!(c.lifecycle(ga, date("2026-12-02")), Lifecycle::Available);
}

#[test]
fn filters_select_what_they_say() {
    let c = catalog();
    let today = date("2026-11-29");
    let names =
        |f: &SizeFilter| c.sizes_where(f).into_iter().map(|s| s.name.as_str()).collect::<Vec<_>>();
    let h100 = names(&SizeFilter { gpu: Some("h100".into()), ..SizeFilter::on(today) });
    assert_eq!(
        h100,
        vec![
            "Standard_NC40ads_H100_v5",
            "Standard_NC80adis_H100_v5",
            "Standard_NCC40ads_H100_v5",
            "Standard_ND96isr_H100_v5"
        ]
    );
    let big = names(&SizeFilter { min_vram_gb: Some(1000.0), ..SizeFilter::on(today) });
    // GB200 v6 has 4 × 192 = 768 GB and stays out.
    assert_eq!(
        big,
        vec![
            "Standard_ND96isr_H200_v5",
            "Standard_ND96isr_MI300X_v5",
            "Standard_ND128isr_GB300_v6",
            "Standard_ND128isrG5_GB300_v6"
        ]
    );
    // Retired sizes (NCv3, ND, NV, and NVv3/NVv4 since 2026-09-30) are hidden unless asked for.
    let all = names(&SizeFilter { include_retired: true, ..SizeFilter::on(today) });
    let live = names(&SizeFilter { ..SizeFilter::on(today) });
    let retired = names(&SizeFilter { status: Some(Lifecycle::Retired), ..SizeFilter::on(today) });
    assert_eq!(all.len(), c.sizes.len());
    assert_eq!(live.len() + retired.len(), all.len());
    assert!(!live.contains(&"Standard_NC6s_v3"));
    expect_test::expect!["73 sizes: 55 listed, 18 retired"].assert_eq(&format!(
        "{} sizes: {} listed, {} retired",
        all.len(),
        live.len(),
        retired.len()
    ));
    let ib = names(&SizeFilter { infiniband: Some(true), ..SizeFilter::on(today) });
    assert!(
        ib.contains(&"Standard_ND96isr_H100_v5") && !ib.contains(&"Standard_NC40ads_H100_v5"),
        "{ib:?}"
    );
    let in_sweden = names(&SizeFilter {
        region: Some("swedencentral".into()),
        gpu: Some("h200".into()),
        ..SizeFilter::on(today)
    });
    assert_eq!(in_sweden, vec!["Standard_ND96isr_H200_v5"]);
}

#[test]
fn vram_totals_respect_the_printed_scope() {
    let c = catalog();
    let vram = |n: &str| c.size(n).map(Size::vram_gb);
    assert_eq!(vram("Standard_ND96isr_H100_v5"), Some(640.0));
    assert_eq!(vram("Standard_ND96amsr_A100_v4"), Some(640.0), "printed 80 per GPU, 8 GPUs");
    assert_eq!(vram("Standard_ND128isr_GB300_v6"), Some(1152.0), "printed 288 per GPU, 4 GPUs");
    assert_eq!(
        c.size("Standard_NV6ads_A10_v5").map(Size::vram_per_gpu_gb),
        Some(24.0),
        "4 GB is 1/6 of an A10"
    );
}

#[test]
fn every_meter_maps_to_a_size_with_its_vcpu_count() {
    let c = catalog();
    let meters = match Meters::parse(METERS) {
        Ok(m) => m,
        Err(e) => panic!("meters.toml: {e}"),
    };
    for (meter, size) in meters.meters.iter().chain(meters.arm_aliases.iter()) {
        let target = c.size(size);
        assert!(target.is_some(), "{meter} → {size}: not a catalog size");
        // The first number in a meter name is the vCPU count: "NC16asT4 v3" → 16 vCPUs.
        let digits: String = meter
            .trim_start_matches("Standard_")
            .chars()
            .skip_while(|c| !c.is_ascii_digit())
            .take_while(char::is_ascii_digit)
            .collect();
        assert_eq!(digits.parse::<u32>().ok(), target.map(|t| t.vcpu), "{meter} → {size}");
    }
    let sizes: HashSet<_> = c.sizes.iter().map(|s| s.name.as_str()).collect();
    for name in meters.unmapped.keys() {
        assert!(
            !sizes.contains(name.as_str()),
            "{name} is listed as unmapped but is a catalog size"
        );
    }
}

#[test]
fn the_newest_snapshot_cache_agrees_with_a_scan_for_every_region() {
    let c = catalog();
    for r in c.regions.iter().map(|r| r.name.as_str()).chain(["nowhere"]) {
        let scan = c
            .prices
            .iter()
            .filter(|p| p.region == r)
            .map(|p| p.as_of)
            .max()
            .or_else(|| c.newest_snapshot(None));
        assert_eq!(c.newest_snapshot(Some(r)), scan, "{r}");
        // Asked twice: the cache answers the same.
        assert_eq!(c.newest_snapshot(Some(r)), scan, "{r}");
    }
}

/// `text` without its first line that starts with `start` (the line must be there).
fn without_line(text: &str, start: &str) -> String {
    let line = text.lines().find(|l| l.starts_with(start));
    let line = line.unwrap_or_else(|| panic!("no line starting {start:?}"));
    text.replacen(&format!("{line}\n"), "", 1)
}

#[test]
fn an_english_prose_field_without_its_chinese_is_named() {
    let gpus = without_line(GPUS, "notes_zh = \"FP64 为第三方计算值");
    check_error(SourceFiles { gpus: &gpus, ..files() }, "gpus.toml", "t4", "notes_zh");
    let gpus = GPUS.replacen(", note_zh = \"DGX-1（8 × V100），发布时公布的价格\"", "", 1);
    check_error(
        SourceFiles { gpus: &gpus, ..files() },
        "gpus.toml",
        "v100-sxm2-32",
        "price.note_zh",
    );
    let sizes = without_line(SIZES, "network_note_zh = \"40,000（8 个网卡）\"");
    check_error(
        SourceFiles { sizes: &sizes, ..files() },
        "sizes.toml",
        "Standard_NCC40ads_H100_v5",
        "network_note_zh",
    );
    // A yes/no property's text needs its Chinese too.
    let sizes = without_line(SIZES, "nvlink_zh = \"NVLink，900 GB/s\"");
    check_error(
        SourceFiles { sizes: &sizes, ..files() },
        "sizes.toml",
        "Standard_ND96isr_H200_v5",
        "nvlink_zh",
    );
    let sizes = without_line(SIZES, "note_zh = \"一个 GB200 NVL72 机柜包含");
    check_error(SourceFiles { sizes: &sizes, ..files() }, "sizes.toml", "ND_GB200_v6", "note_zh");
}

#[test]
fn a_chinese_prose_field_without_its_english_is_named() {
    let gpus = without_line(GPUS, "notes = \"FP64 is a third-party calculation");
    check_error(SourceFiles { gpus: &gpus, ..files() }, "gpus.toml", "t4", "notes_zh");
    let gpus = GPUS.replacen("tdp_w = 70\n", "tdp_w = 70\ntdp_note_zh = \"最高 70\"\n", 1);
    check_error(SourceFiles { gpus: &gpus, ..files() }, "gpus.toml", "t4", "tdp_note_zh");
    let sizes = without_line(SIZES, "network_note = \"40,000 (8 NICs)\"");
    check_error(
        SourceFiles { sizes: &sizes, ..files() },
        "sizes.toml",
        "Standard_NCC40ads_H100_v5",
        "network_note_zh",
    );
    // A Chinese text for a property the docs give no text for.
    let sizes = SIZES.replacen(
        "name = \"Standard_NC4as_T4_v3\"\n",
        "name = \"Standard_NC4as_T4_v3\"\nnvme_zh = \"有\"\n",
        1,
    );
    check_error(
        SourceFiles { sizes: &sizes, ..files() },
        "sizes.toml",
        "Standard_NC4as_T4_v3",
        "nvme_zh",
    );
}

#[test]
fn a_chinese_sibling_must_be_chinese_and_the_english_english() {
    // Left in English (and not the same text): refused.
    let gpus = GPUS.replacen(
        "notes_zh = \"FP64 为第三方计算值（FP32 的 1:32）。一篇发布报道给出 75 W；多数来源为 70 W。\"",
        "notes_zh = \"FP64 is a third-party calculation.\"",
        1,
    );
    check_error(SourceFiles { gpus: &gpus, ..files() }, "gpus.toml", "t4", "notes_zh");
    // Chinese written into the English field: refused.
    let gpus = GPUS.replacen(
        "notes = \"FP64 is a third-party calculation (1:32 of FP32).",
        "notes = \"FP64 为第三方计算值 (1:32 of FP32).",
        1,
    );
    check_error(SourceFiles { gpus: &gpus, ..files() }, "gpus.toml", "t4", "notes");
    // A name's Chinese form is only for names with a remark, so it must hold Chinese.
    let gpus = GPUS.replacen(
        "name_zh = \"NVIDIA GB200，按单个 Blackwell GPU 计\"",
        "name_zh = \"NVIDIA GB200\"",
        1,
    );
    check_error(SourceFiles { gpus: &gpus, ..files() }, "gpus.toml", "gb200", "name_zh");
    let sizes = without_line(SIZES, "cpu = \"NVIDIA Grace (2 per VM)\"");
    check_error(SourceFiles { sizes: &sizes, ..files() }, "sizes.toml", "ND_GB200_v6", "cpu_zh");
}

/// The runs of digits in a text, without leading zeros (so `2026-09-24` and `2026年9月24日`
/// agree) and with their thousands separators taken out (so `28000` and `28,000` agree), sorted.
fn figures(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let digit = |i: usize| chars.get(i).is_some_and(char::is_ascii_digit);
    // A comma between a digit and a group of exactly three digits separates thousands.
    let separator = |i: usize| {
        chars.get(i) == Some(&',')
            && i > 0
            && digit(i - 1)
            && (1..=3).all(|k| digit(i + k))
            && !digit(i + 4)
    };
    let text: String =
        chars.iter().enumerate().filter(|(i, _)| !separator(*i)).map(|(_, c)| *c).collect();
    let mut out: Vec<String> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|run| !run.is_empty())
        .map(|run| match run.trim_start_matches('0') {
            "" => "0".to_owned(),
            r => r.to_owned(),
        })
        .collect();
    out.sort();
    out
}

/// Every prose field's English and Chinese, with where they are, from the project's data.
fn prose_pairs(c: &Catalog) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    let mut add = |at: String, en: Option<&str>, zh: Option<&str>| {
        if let (Some(en), Some(zh)) = (en, zh) {
            out.push((at, en.to_owned(), zh.to_owned()));
        }
    };
    for g in &c.gpus {
        for (field, en, zh) in load::gpu_prose(g) {
            add(format!("{} {field}", g.id), en, zh);
        }
        add(format!("{} name", g.id), Some(&g.name), g.name_zh.as_deref());
    }
    for s in &c.series {
        add(format!("{} note", s.id), s.note.as_deref(), s.note_zh.as_deref());
        add(format!("{} cpu", s.id), s.cpu.as_deref(), s.cpu_zh.as_deref());
    }
    for s in &c.sizes {
        for (field, en, zh) in load::size_prose(s) {
            add(format!("{} {field}", s.name), en, zh);
        }
        add(format!("{} gpu_name", s.name), Some(&s.gpu_name), s.gpu_name_zh.as_deref());
    }
    for s in &c.sources {
        add(format!("{} note", s.id), s.note.as_deref(), s.note_zh.as_deref());
        add(format!("{} title", s.id), Some(&s.title), s.title_zh.as_deref());
        add(format!("{} short", s.id), s.short.as_deref(), s.short_zh.as_deref());
    }
    out
}

/// [`prose_pairs`] with the texts of the project's measurements.
fn all_prose_pairs() -> Vec<(String, String, String)> {
    let d = embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let mut out = prose_pairs(&d.catalog);
    for (field, en, zh) in d.measured.iter().flat_map(|m| m.texts()) {
        out.push((format!("measurements {field}"), en.to_owned(), zh.to_owned()));
    }
    out
}

#[test]
fn every_chinese_text_keeps_the_figures_of_its_english() {
    let pairs = all_prose_pairs();
    // 135 prose fields and 12 names with a remark, 28 source notes and 6 texts of the
    // measurements, today.
    assert!(pairs.len() > 150, "{}", pairs.len());
    for (at, en, zh) in &pairs {
        let mut missing = figures(en);
        for f in figures(zh) {
            if let Some(i) = missing.iter().position(|m| *m == f) {
                missing.remove(i);
            }
        }
        // The one figure written in Chinese units: "$2–3 million" is "200 万–300 万美元".
        if at == "gb200 price.note" {
            assert_eq!(missing, ["2", "3"], "{at}");
            assert!(zh.contains("200 万–300 万美元"), "{at}: {zh}");
            continue;
        }
        assert!(missing.is_empty(), "{at}: {missing:?} of {en:?} are not in {zh:?}");
    }
}

#[test]
fn the_chinese_texts_use_chinese_quotes_and_punctuation() {
    for (at, en, zh) in all_prose_pairs() {
        if zh == en {
            continue;
        }
        assert!(!zh.contains('"'), "{at}: quote with “” in {zh:?}");
        // Chinese punctuation between Chinese words: no ASCII comma, semicolon or colon right
        // after a Chinese character.
        let mut previous = ' ';
        for ch in zh.chars() {
            let cjk = matches!(previous, '\u{4e00}'..='\u{9fff}');
            assert!(!(cjk && matches!(ch, ',' | ';' | ':' | '(')), "{at}: {zh:?}");
            previous = ch;
        }
    }
}

#[test]
fn the_texts_follow_the_page_language() {
    use crate::lang::Lang;
    let c = catalog();
    let gpu = c.gpus.iter().find(|g| g.id == "gb200").unwrap_or_else(|| panic!("no gb200"));
    assert_eq!(gpu.notes_in(Lang::En), gpu.notes.as_deref());
    assert_eq!(gpu.notes_in(Lang::Zh), gpu.notes_zh.as_deref());
    assert_ne!(gpu.notes_in(Lang::Zh), gpu.notes_in(Lang::En));
    assert_eq!(gpu.name_in(Lang::Zh), "NVIDIA GB200，按单个 Blackwell GPU 计");
    assert_eq!(gpu.name_in(Lang::En), "NVIDIA GB200, per Blackwell GPU");
    let price = gpu.price.as_ref().unwrap_or_else(|| panic!("no price"));
    assert!(price.note_in(Lang::Zh).contains("机柜"));
    assert_eq!(price.note_in(Lang::En), price.note);
    // A name without a remark is the same in both languages.
    let t4 = c.gpus.iter().find(|g| g.id == "t4").unwrap_or_else(|| panic!("no t4"));
    assert_eq!(t4.name_in(Lang::Zh), t4.name);
    let size = c.size("Standard_ND96isr_H200_v5").unwrap_or_else(|| panic!("no size"));
    assert_eq!(
        size.feature_in(SizeFeature::Nvlink, Lang::Zh),
        Feature::Yes("NVLink，900 GB/s".into())
    );
    assert_eq!(size.feature_in(SizeFeature::Nvlink, Lang::En), size.nvlink);
    let size = c.size("Standard_NCC40ads_H100_v5").unwrap_or_else(|| panic!("no size"));
    // A property without text stays as it is.
    assert_eq!(size.nvlink, Feature::Unknown);
    assert_eq!(size.feature_in(SizeFeature::Nvlink, Lang::Zh), Feature::Unknown);
    assert_eq!(size.note_in(SizeNote::Network, Lang::Zh), Some("40,000（8 个网卡）"));
    assert_eq!(size.note_in(SizeNote::Network, Lang::En), Some("40,000 (8 NICs)"));
    assert_eq!(size.note_in(SizeNote::Vcpu, Lang::Zh), None);
    let series = c.series_of(size).unwrap_or_else(|| panic!("no series"));
    assert!(series.note_in(Lang::Zh).is_some_and(|n| n.starts_with("机密 GPU 系列")));
    assert_eq!(series.note_in(Lang::En), series.note.as_deref());
}

/// The home page's cheapest price per GPU-hour, checked against every record of the snapshot:
/// each figure is a real Linux pay-as-you-go record of a current size of that accelerator in
/// the group, divided by its GPU count, and no such record is cheaper; an accelerator with none
/// says so rather than showing a figure.
#[test]
fn the_cheapest_gpu_hour_of_each_current_accelerator_is_a_real_record_and_the_least() {
    use coverage::RegionGroup;
    use highlights::{cheapest_per_gpu_hour, in_group};
    let c = catalog();
    let today = date("2026-12-01");
    let current =
        |s: &Size| matches!(c.lifecycle(s, today), Lifecycle::Available | Lifecycle::Limited);
    let per_gpu = |p: &PriceRecord, s: &Size| {
        p.price * Decimal::from(s.gpu_count.den) / Decimal::from(s.gpu_count.num)
    };
    let mut priced_somewhere = 0;
    for group in RegionGroup::ALL {
        let lows = cheapest_per_gpu_hour(&c, group, today);
        // Exactly the accelerators with a current size.
        let mut listed: Vec<&str> = lows.iter().map(|l| l.gpu.id.as_str()).collect();
        let mut expected: Vec<&str> = c
            .gpus
            .iter()
            .filter(|g| {
                c.sizes.iter().any(|s| current(s) && c.gpu_of(s).is_some_and(|x| x.id == g.id))
            })
            .map(|g| g.id.as_str())
            .collect();
        listed.sort_unstable();
        expected.sort_unstable();
        assert_eq!(listed, expected, "{group:?}");
        assert!(
            !listed.contains(&"m60") && !listed.contains(&"p40"),
            "retiring and retired left out"
        );
        for low in &lows {
            let candidates: Vec<Decimal> = c
                .sizes
                .iter()
                .filter(|s| current(s) && c.gpu_of(s).is_some_and(|g| g.id == low.gpu.id))
                .flat_map(|s| {
                    c.prices
                        .iter()
                        .filter(|p| {
                            p.size == s.name && p.os == Os::Linux && p.model == PricingModel::Payg
                        })
                        .filter(|p| in_group(&c, &p.region, group))
                        .map(|p| per_gpu(p, s))
                        .collect::<Vec<_>>()
                })
                .collect();
            match &low.cheapest {
                None => assert!(candidates.is_empty(), "{}: {candidates:?}", low.gpu.id),
                Some(h) => {
                    priced_somewhere += 1;
                    let record = c
                        .price_record(
                            &h.size.name,
                            h.region,
                            Os::Linux,
                            PricingModel::Payg,
                            crate::date::test_day(),
                        )
                        .unwrap_or_else(|| panic!("{} {}", h.size.name, h.region));
                    assert_eq!(per_gpu(record, h.size), h.per_gpu_hour);
                    assert_eq!(record.as_of, h.as_of);
                    assert!(in_group(&c, h.region, group));
                    assert!(candidates.iter().all(|x| *x >= h.per_gpu_hour), "{}", low.gpu.id);
                }
            }
        }
        // Cheapest first, the unpriced after them.
        let prices: Vec<Option<Decimal>> =
            lows.iter().map(|l| l.cheapest.as_ref().map(|h| h.per_gpu_hour)).collect();
        let n = prices.iter().flatten().count();
        assert!(prices.iter().skip(n).all(Option::is_none), "{group:?}: {prices:?}");
        assert!(prices.windows(2).take(n.saturating_sub(1)).all(|w| w[0] <= w[1]), "{group:?}");
    }
    assert!(priced_somewhere > 20, "{priced_somewhere}");
}

/// A partition's price per GPU is its price times its share's denominator: a 1/6 A10 priced
/// alone in Europe gives six times its price.
#[test]
fn a_partitions_gpu_hour_counts_it_as_its_share_of_a_gpu() {
    let mut c = catalog();
    c.prices.retain(|p| {
        p.size == "Standard_NV6ads_A10_v5"
            && p.region == "westeurope"
            && p.model == PricingModel::Payg
    });
    let p =
        c.prices.iter().find(|p| p.os == Os::Linux).map(|p| p.price).unwrap_or_else(|| panic!());
    let lows =
        highlights::cheapest_per_gpu_hour(&c, coverage::RegionGroup::Europe, date("2026-12-01"));
    let a10 = lows.iter().find(|l| l.gpu.id == "a10").unwrap_or_else(|| panic!());
    assert_eq!(a10.cheapest.as_ref().map(|h| h.per_gpu_hour), Some(p * Decimal::from(6)));
    // Elsewhere nothing is priced: every accelerator says so.
    let asia = highlights::cheapest_per_gpu_hour(
        &c,
        coverage::RegionGroup::AsiaPacific,
        date("2026-12-01"),
    );
    assert!(asia.iter().all(|l| l.cheapest.is_none()));
}

/// The Spot discount range over a group, checked against every pair of the snapshot; a pair
/// whose two prices are from different days is left out.
#[test]
fn the_spot_discount_range_spans_every_same_day_pair_of_the_group() {
    use coverage::RegionGroup;
    use highlights::{in_group, spot_discount_range};
    let c = catalog();
    let today = date("2026-12-01");
    for group in RegionGroup::ALL {
        let discounts: Vec<Decimal> = c
            .prices
            .iter()
            .filter(|s| s.os == Os::Linux && s.model == PricingModel::Spot)
            .filter(|s| in_group(&c, &s.region, group))
            .filter(|s| {
                c.size(&s.size).is_some_and(|z| {
                    matches!(c.lifecycle(z, today), Lifecycle::Available | Lifecycle::Limited)
                })
            })
            .filter_map(|s| {
                let p = c.price_record(
                    &s.size,
                    &s.region,
                    Os::Linux,
                    PricingModel::Payg,
                    crate::date::test_day(),
                )?;
                (p.as_of == s.as_of)
                    .then(|| (Decimal::ONE - s.price / p.price) * Decimal::ONE_HUNDRED)
            })
            .collect();
        let range = spot_discount_range(&c, group, today);
        match range {
            None => assert!(discounts.is_empty(), "{group:?}"),
            Some(r) => {
                assert_eq!(r.pairs, discounts.len());
                assert_eq!(Some(&r.lowest), discounts.iter().min());
                assert_eq!(Some(&r.highest), discounts.iter().max());
                assert!(r.lowest >= Decimal::ZERO && r.highest < Decimal::ONE_HUNDRED, "{r:?}");
            }
        }
    }
    // Move one Spot price of Europe to another day: its pair no longer counts.
    let before = spot_discount_range(&c, RegionGroup::Europe, today).unwrap_or_else(|| panic!());
    let mut moved = c.clone();
    let spot = moved
        .prices
        .iter_mut()
        .find(|p| {
            p.os == Os::Linux
                && p.model == PricingModel::Spot
                && in_group(&c, &p.region, RegionGroup::Europe)
                && c.size(&p.size).is_some_and(|s| {
                    matches!(c.lifecycle(s, today), Lifecycle::Available | Lifecycle::Limited)
                })
                && c.price_record(
                    &p.size,
                    &p.region,
                    Os::Linux,
                    PricingModel::Payg,
                    crate::date::test_day(),
                )
                .is_some_and(|x| x.as_of == p.as_of)
        })
        .unwrap_or_else(|| panic!());
    spot.as_of = date("2022-01-01");
    let after = spot_discount_range(&moved, RegionGroup::Europe, today).unwrap_or_else(|| panic!());
    assert_eq!(after.pairs + 1, before.pairs);
}

/// The region a group's reader is sent to is the group's best-covered one.
#[test]
fn each_group_has_a_best_covered_region_in_it() {
    use coverage::RegionGroup;
    let c = catalog();
    for group in RegionGroup::ALL {
        let region =
            highlights::best_covered_region(&c, group).unwrap_or_else(|| panic!("{group:?}"));
        assert!(highlights::in_group(&c, region, group));
        let count = |r: &str| {
            c.prices
                .iter()
                .filter(|p| p.region == r && p.os == Os::Linux && p.model == PricingModel::Payg)
                .count()
        };
        assert!(
            c.regions
                .iter()
                .all(|r| !highlights::in_group(&c, &r.name, group)
                    || count(&r.name) <= count(region))
        );
    }
    // Of named regions, the one with the most prices; none of nothing priced.
    let named = ["eastasia", "southeastasia", "japaneast"];
    let best = highlights::best_covered_of(&c, &named).unwrap_or_else(|| panic!());
    assert!(named.contains(&best));
    assert!(named.iter().all(|r| count_payg(&c, r) <= count_payg(&c, best)));
    assert_eq!(highlights::best_covered_of(&c, &["nowhere"]), None);
    assert_eq!(highlights::best_covered_of(&c, &[]), None);
}

fn count_payg(c: &Catalog, region: &str) -> usize {
    c.prices
        .iter()
        .filter(|p| p.region == region && p.os == Os::Linux && p.model == PricingModel::Payg)
        .count()
}

// A source's path without a repository is a file of this repository, which the sources page
// names: it must exist.
#[test]
fn a_source_path_without_a_repository_names_a_file_of_this_repository() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let local: Vec<String> = catalog()
        .sources
        .iter()
        .filter(|s| s.repo.is_none())
        .filter_map(|s| s.path.clone())
        .collect();
    assert!(!local.is_empty());
    for path in local {
        assert!(root.join(&path).is_file(), "{path} is not a file of the repository");
    }
}
