use super::break_even::break_even;
use super::buy_or_rent::{BuyNote, buy_or_rent};
use super::cv::cv;
use super::fine_tuning::fine_tuning;
use super::governance::governance;
use super::inference::inference;
use super::mixed_fleet::mixed_fleet;
use super::spot::{
    EVICTIONS_DATE_FIELD, EVICTIONS_FIELD, EvictionOrigin, SpotEvictions, spot, spot_with,
};
use super::training::training;
use super::*;
use crate::cost::analysis;
use crate::cost::eviction::{self, BandEnd, EvictionError, EvictionTable};
use crate::dataset::{Dataset, embedded};

fn data() -> Dataset {
    embedded().unwrap()
}

fn with(kind: Kind, changes: &[(&str, &str)]) -> Vec<(String, String)> {
    let pairs: Vec<(String, String)> =
        changes.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
    kind.state_from_pairs(kind.defaults(&[]), &pairs).0
}

fn fields_of(errors: &[FieldError]) -> Vec<&str> {
    errors.iter().map(|e| e.field.as_str()).collect()
}

#[test]
fn values_read_with_units() {
    assert_eq!(read_percent("5%", 100.0), Ok(0.05));
    assert_eq!(read_percent(" 12.5 ", 100.0), Ok(0.125));
    assert!(read_percent("-1%", 100.0).is_err());
    assert!(read_percent("150%", 100.0).is_err());
    assert!(read_percent("abc", 100.0).is_err());
    assert_eq!(read_hours("90min", 10.0), Ok(1.5));
    assert_eq!(read_hours("2h", 10.0), Ok(2.0));
    assert_eq!(read_hours("1d", 100.0), Ok(24.0));
    assert!(read_hours("1d", 10.0).is_err());
    assert!(read_hours("NaN", 10.0).is_err());
    assert_eq!(read_usd("$1,200.50", Decimal::from(10_000)), Ok(Decimal::new(120050, 2)));
    assert_eq!(read_usd("7 USD", Decimal::from(10)), Ok(Decimal::from(7)));
    assert!(read_usd("-3", Decimal::from(10)).is_err());
    assert!(read_usd("1e400", Decimal::from(10)).is_err());
    assert_eq!(read_quantity("70B", 1.0, 1e14), Ok(70e9));
    assert!(read_quantity("1e309", 1.0, 1e14).is_err());
}

// The readers' errors are typed (`ReadError`); their words beside a field are the ones the
// readers returned as strings before.
#[test]
fn read_errors_keep_their_words() {
    fn msg<T, E: ToString>(r: Result<T, E>) -> String {
        r.err().map(|e| e.to_string()).unwrap_or_default()
    }
    let ten = Decimal::from(10);
    assert_eq!(msg(read_quantity("5", 10.0, 20.0)), "must be at least 10");
    assert_eq!(msg(read_quantity("3T", 1.0, 2e12)), "must be at most 2T");
    assert_eq!(
        msg(read_quantity("lots", 1.0, 2.0)),
        "\"lots\" is not a number such as 70B, 2T or 8k"
    );
    assert_eq!(msg(read_percent("x", 100.0)), "is not a percentage such as 5%");
    assert_eq!(msg(read_percent("-1", 100.0)), "must be a percentage of 0% or more");
    assert_eq!(msg(read_percent("150", 100.0)), "must be at most 100%");
    assert_eq!(msg(read_hours("x", 10.0)), "is not a duration such as 10min, 2h or 3d");
    assert_eq!(msg(read_hours("-1h", 10.0)), "must be a duration of zero or more");
    assert_eq!(msg(read_hours("11", 10.0)), "must be at most 10 hours");
    assert_eq!(msg(read_usd("x", ten)), "is not an amount such as 1,200.50");
    assert_eq!(msg(read_usd("-3", ten)), "must not be negative");
    assert_eq!(msg(read_usd("11", ten)), "must be at most 10");
    assert_eq!(msg(estimate_form::read_decimal("x")), "is not a number such as 1,200 or 50k");
    assert_eq!(msg(estimate_form::read_decimal("79228162514264337593543950335k")), "is too large");
}

#[test]
fn every_calculator_computes_from_its_defaults_or_names_what_is_missing() {
    let c = data();
    assert!(spot(&Kind::Spot.defaults(&[]), &c, crate::date::test_day()).is_ok());
    assert!(break_even(&Kind::BreakEven.defaults(&[]), &c, crate::date::test_day()).is_ok());
    let fleet = mixed_fleet(&Kind::MixedFleet.defaults(&[]), &c, crate::date::test_day()).unwrap();
    // 24 hourly values over 30 days; every VM-hour lands in exactly one bucket.
    let total: u64 = fleet.profile.iter().map(|d| u64::from(*d)).sum::<u64>() * 30;
    let r = &fleet.result;
    let reserved_used: u64 =
        fleet.profile.iter().map(|d| u64::from((*d).min(r.reserved))).sum::<u64>() * 30;
    assert_eq!(reserved_used + r.spot_hours + r.payg_hours, total);
    let bad =
        mixed_fleet(&with(Kind::MixedFleet, &[("profile", "1,2,x")]), &c, crate::date::test_day())
            .err()
            .unwrap_or_default();
    assert_eq!(fields_of(&bad), vec!["profile"]);
    assert!(training(&Kind::Training.defaults(&[]), &c, crate::date::test_day()).is_ok());
    let lora = fine_tuning(&Kind::FineTuning.defaults(&[]), &c, crate::date::test_day()).unwrap();
    let full = fine_tuning(
        &with(Kind::FineTuning, &[("method", "full"), ("vms", "")]),
        &c,
        crate::date::test_day(),
    )
    .unwrap();
    // LoRA freezes the base weights: far less optimizer state than full fine-tuning.
    assert!(lora.memory.optimizer_gb * 10.0 < full.memory.optimizer_gb, "{lora:?} {full:?}");
    let vision = cv(&Kind::Cv.defaults(&[]), &c, crate::date::test_day()).unwrap();
    // ResNet-50: 1.28 M images × 90 epochs × 3 × 2 × 4.09 GMACs.
    assert!((vision.flops - 1.28e6 * 90.0 * 6.0 * 4.09e9).abs() / vision.flops < 1e-9);
    assert!(inference(&Kind::Inference.defaults(&[]), &c, crate::date::test_day()).is_ok());
    // Only the reader knows these: the form says so by the field.
    let buy = buy_or_rent(&Kind::BuyOrRent.defaults(&[]), &c, crate::date::test_day())
        .err()
        .unwrap_or_default();
    assert_eq!(fields_of(&buy), vec!["kwh"]);
    let gov = governance(&Kind::Governance.defaults(&[]), &c, crate::date::test_day())
        .err()
        .unwrap_or_default();
    assert_eq!(fields_of(&gov), vec!["compute"]);
    assert!(
        buy_or_rent(&with(Kind::BuyOrRent, &[("kwh", "0.12")]), &c, crate::date::test_day())
            .is_ok()
    );
    assert!(
        governance(&with(Kind::Governance, &[("compute", "50,000")]), &c, crate::date::test_day())
            .is_ok()
    );
}

/// A form filled in with a Chinese input method reads as its ASCII twin.
#[test]
fn forms_read_what_a_chinese_reader_types() {
    let c = data();
    let typed = |kind: Kind, changes: &[(&str, &str)]| with(kind, changes);
    let fleet = |profile: &str| {
        mixed_fleet(&typed(Kind::MixedFleet, &[("profile", profile)]), &c, crate::date::test_day())
    };
    let ascii = fleet("8,8,12").unwrap();
    assert_eq!(ascii.profile, vec![8, 8, 12]);
    assert_eq!(fleet("８，８、１２").unwrap(), ascii);
    assert_eq!(fleet("8、8　12").unwrap(), ascii);
    let spot_in = |work: &str, checkpoint: &str| {
        spot(
            &typed(Kind::Spot, &[("work", work), ("checkpoint", checkpoint)]),
            &c,
            crate::date::test_day(),
        )
        .unwrap()
    };
    assert_eq!(spot_in("1.5万", "30分钟").result, spot_in("15000", "30min").result);
    let buy = |kwh: &str, overhead: &str| {
        buy_or_rent(
            &typed(Kind::BuyOrRent, &[("kwh", kwh), ("overhead", overhead)]),
            &c,
            crate::date::test_day(),
        )
        .unwrap()
    };
    assert_eq!(buy("０．１２", "2万美元").result, buy("0.12", "20000").result);
    let days = |d: &str| {
        let state = wizard::defaults()
            .into_iter()
            .map(|(k, v)| if k == "max_days" { (k, d.to_owned()) } else { (k, v) })
            .collect::<Vec<_>>();
        wizard::recommend(&state, &c, crate::date::test_day()).map(|(w, _)| w.max_days)
    };
    assert_eq!(days("2周"), Ok(Some(14.0)));
    assert_eq!(days("14"), Ok(Some(14.0)));
    assert_eq!(days("１４ｄ"), Ok(Some(14.0)));
}

#[test]
fn every_bad_field_is_named_at_once() {
    let c = data();
    let state = with(
        Kind::Spot,
        &[("work", "lots"), ("eviction_rate", "-5%"), ("checkpoint", "0"), ("region", "mars")],
    );
    let errors = spot(&state, &c, crate::date::test_day()).err().unwrap_or_default();
    let mut fields = fields_of(&errors);
    fields.sort_unstable();
    assert_eq!(fields, vec!["checkpoint", "eviction_rate", "region", "work"]);
    let errors = training(
        &with(Kind::Training, &[("params", ""), ("sharding", "zero-9")]),
        &c,
        crate::date::test_day(),
    )
    .err()
    .unwrap_or_default();
    assert_eq!(fields_of(&errors), vec!["params", "sharding"]);
    assert_eq!(errors.first().map(|e| &e.problem), Some(&Problem::Needed));
}

#[test]
fn a_missing_price_is_an_error_on_the_size_not_a_zero() {
    let c = data();
    // No Spot prices for US regions in the snapshot.
    let errors = spot(&with(Kind::Spot, &[("region", "eastus")]), &c, crate::date::test_day())
        .err()
        .unwrap_or_default();
    assert_eq!(fields_of(&errors), vec!["size"]);
    assert!(
        errors.iter().any(|e| matches!(
            &e.problem,
            Problem::NotInSnapshot { model: crate::catalog::PricingModel::Spot, region, .. }
                if region == "eastus"
        )),
        "{errors:?}"
    );
}

#[test]
fn spot_uses_the_snapshot_prices_and_the_core_analysis() {
    let c = data();
    let out = spot(&Kind::Spot.defaults(&[]), &c, crate::date::test_day()).unwrap();
    let size = "Standard_ND96isr_H100_v5";
    let (PriceAnswer::Found(s), PriceAnswer::Found(p)) = (
        c.catalog.price(size, "westeurope", Os::Linux, PricingModel::Spot, crate::date::test_day()),
        c.catalog.price(size, "westeurope", Os::Linux, PricingModel::Payg, crate::date::test_day()),
    ) else {
        panic!("prices exist")
    };
    assert_eq!(out.prices.iter().map(|x| x.usd).collect::<Vec<_>>(), vec![s.price, p.price]);
    let direct = analysis::spot(&analysis::SpotInput {
        work_gpu_hours: 4000.0,
        gpus_per_vm: 8.0,
        vms: 1.0,
        eviction_rate_per_hour: 0.05,
        checkpoint_hours: 10.0 / 60.0,
        restart_hours: 0.25,
        spot_hourly: s.price,
        payg_hourly: p.price,
    });
    assert_eq!(Ok(out.result), direct);
}

/// The prices a result used name what they price, typed: the VM size's model, size and region,
/// or the storage item and region; and they go to JSON tagged by `kind`.
#[test]
fn prices_used_name_their_item_typed() {
    let c = data();
    let size = "Standard_ND96isr_H100_v5";
    let vm = |model, region: &str| PricedItem::Vm {
        model,
        size: size.to_owned(),
        region: region.to_owned(),
    };
    let items = |prices: &[PriceUsed]| prices.iter().map(|p| p.item.clone()).collect::<Vec<_>>();
    let spot_out = spot(&Kind::Spot.defaults(&[]), &c, crate::date::test_day()).unwrap();
    assert_eq!(
        items(&spot_out.prices),
        vec![vm(PricingModel::Spot, "westeurope"), vm(PricingModel::Payg, "westeurope")]
    );
    let buy = buy_or_rent(&with(Kind::BuyOrRent, &[("kwh", "0.12")]), &c, crate::date::test_day())
        .unwrap();
    let buy_items = items(&buy.prices);
    assert!(!buy_items.is_empty());
    assert!(
        buy_items.iter().all(|i| matches!(i, PricedItem::Vm { size: s, region, .. }
            if s == size && region == "eastus")),
        "{buy_items:?}"
    );
    let gov =
        governance(&with(Kind::Governance, &[("compute", "50,000")]), &c, crate::date::test_day())
            .unwrap();
    let storage =
        |item: &str| PricedItem::Storage { item: item.to_owned(), region: "westeurope".to_owned() };
    assert_eq!(
        items(&gov.prices),
        vec![storage("blob/hot"), storage("blob/cool"), storage("snapshot/standard-hdd")]
    );
    let json = |i: &PricedItem| serde_json::to_value(i).unwrap();
    assert_eq!(
        json(&vm(PricingModel::SavingsPlan1y, "eastus")),
        serde_json::json!({ "kind": "vm", "model": "savings-plan-1y", "size": size, "region": "eastus" })
    );
    assert_eq!(
        json(&storage("blob/hot")),
        serde_json::json!({ "kind": "storage", "item": "blob/hot", "region": "westeurope" })
    );
}

/// Buy or rent says where the defaults it filled in came from, with their figures: the catalog's
/// street price (H100 SXM, 25,000 USD low end × 8 GPUs) and TDP (700 W × 8); none for figures the
/// reader gave.
#[test]
fn buy_or_rent_notes_carry_the_defaults_figures() {
    let c = data();
    let out = buy_or_rent(&with(Kind::BuyOrRent, &[("kwh", "0.12")]), &c, crate::date::test_day())
        .unwrap();
    assert_eq!(
        out.notes,
        vec![
            BuyNote::StreetPrice {
                size: "Standard_ND96isr_H100_v5".to_owned(),
                usd: Decimal::from(200_000),
            },
            BuyNote::Tdp { watts: 5600.0 },
        ]
    );
    assert_eq!(
        serde_json::to_value(&out.notes).unwrap(),
        serde_json::json!([
            { "kind": "street_price", "size": "Standard_ND96isr_H100_v5", "usd": "200000" },
            { "kind": "tdp", "watts": 5600.0 },
        ])
    );
    let given =
        with(Kind::BuyOrRent, &[("kwh", "0.12"), ("hardware", "300000"), ("power", "6000")]);
    assert_eq!(buy_or_rent(&given, &c, crate::date::test_day()).unwrap().notes, vec![]);
}

#[test]
fn training_a_70b_model_needs_several_eight_gpu_vms() {
    let c = data();
    let out = training(&Kind::Training.defaults(&[]), &c, crate::date::test_day()).unwrap();
    assert_eq!(out.gpus % 8, 0);
    assert_eq!(out.vms, out.gpus / 8);
    assert!(out.memory.total_gb() <= out.usable_gb + 1e-9, "{out:?}");
    // More VMs: less time, the same GPU-hours; too few: an error on the field.
    let more = training(
        &with(Kind::Training, &[("vms", &(out.vms * 4).to_string())]),
        &c,
        crate::date::test_day(),
    )
    .unwrap();
    assert!((more.hours * 4.0 - out.hours).abs() / out.hours < 1e-9);
    let few = training(&with(Kind::Training, &[("vms", "1")]), &c, crate::date::test_day())
        .err()
        .unwrap_or_default();
    assert_eq!(fields_of(&few), vec!["vms"]);
    // 6·N·D FLOPs for full training.
    assert!((out.flops - 6.0 * 70e9 * 2e12).abs() / out.flops < 1e-12);
}

#[test]
fn untrusted_pairs_are_filtered_with_notices() {
    let long = "9".repeat(500);
    let pairs = vec![
        ("work".to_owned(), long),
        ("__proto__".to_owned(), "x".to_owned()),
        ("vms".to_owned(), "<script>".to_owned()),
    ];
    let (state, notices) = Kind::Spot.state_from_pairs(Kind::Spot.defaults(&[]), &pairs);
    assert_eq!(
        notices,
        vec![
            Notice::Cut { field: "work".into() },
            Notice::UnknownField { key: "__proto__".into() }
        ]
    );
    assert_eq!(value(&state, "work").chars().count(), MAX_VALUE_CHARS);
    assert_eq!(value(&state, "vms"), "<script>");
    assert_eq!(state.len(), Kind::Spot.fields().len());
    let errors = spot(&state, &data(), crate::date::test_day()).err().unwrap_or_default();
    assert_eq!(fields_of(&errors), vec!["work", "vms"]);
}

#[test]
fn chapter_defaults_override_field_defaults() {
    let d = Kind::Spot
        .defaults(&[("region".into(), "swedencentral".into()), ("nope".into(), "1".into())]);
    assert_eq!(value(&d, "region"), "swedencentral");
    assert_eq!(d.len(), Kind::Spot.fields().len());
    for k in Kind::ALL {
        assert_eq!(Kind::from_name(k.name()), Some(k));
    }
}

#[test]
fn form_pairs_are_read_as_typed_and_set_within_the_length_limit() {
    let mut pairs = vec![("rate".to_owned(), " 5% ".to_owned())];
    assert_eq!(super::text_of(&pairs, "rate"), " 5% ");
    assert_eq!(super::text_of(&pairs, "absent"), "");
    super::set_text(&mut pairs, "rate", &"9".repeat(MAX_VALUE_CHARS + 10));
    assert_eq!(super::text_of(&pairs, "rate").chars().count(), MAX_VALUE_CHARS);
    super::set_text(&mut pairs, "absent", "1");
    assert_eq!(pairs.len(), 1, "an unknown key adds nothing");
}

/// An export as `az graph query --output json` prints it, with a row for the Spot calculator's
/// default size and region and one for another region.
const EXPORT: &str = r#"{"count": 2, "data": [
  {"skuName": "standard_nd96isr_h100_v5", "location": "westeurope", "spotEvictionRate": "10-15"},
  {"skuName": "standard_nd96isr_h100_v5", "location": "swedencentral", "spotEvictionRate": "0-5"}
], "skip_token": null, "total_records": 2}"#;

fn evictions<'a>(
    table: &'a Result<EvictionTable, EvictionError>,
    date: &'a str,
) -> Option<SpotEvictions<'a>> {
    Some(SpotEvictions { table, date, end: BandEnd::High })
}

#[test]
fn a_band_from_the_export_replaces_the_typed_rate_for_its_size_and_region() {
    let c = data();
    let table = EvictionTable::parse(EXPORT);
    // The typed field is not read when the export has the row: even a bad one.
    let state = with(Kind::Spot, &[("eviction_rate", "banana")]);
    let out =
        spot_with(&state, &c, evictions(&table, "2026-09-01"), crate::date::test_day()).unwrap();
    let band = eviction::band_rate(eviction::Band::P10To15, BandEnd::High);
    assert_eq!(out.eviction_rate, band.rate_per_hour);
    let EvictionOrigin::Export { band: used, as_of, location, .. } = &out.eviction_origin else {
        panic!("{:?}", out.eviction_origin)
    };
    assert_eq!((used.band, used.used), (eviction::Band::P10To15, BandEnd::High));
    assert_eq!(as_of.map(|d| d.to_string()).as_deref(), Some("2026-09-01"));
    assert_eq!(location, "westeurope");
    // The same as typing the band's rate.
    let typed = with(Kind::Spot, &[("eviction_rate", &format!("{}%", band.rate_per_hour * 100.0))]);
    let by_hand = spot(&typed, &c, crate::date::test_day()).unwrap();
    assert!((by_hand.result.spot_cost - out.result.spot_cost).abs() < Decimal::new(1, 2));
    // A calmer band costs less.
    let calm = with(Kind::Spot, &[("region", "swedencentral")]);
    let calm_out = spot_with(&calm, &c, evictions(&table, ""), crate::date::test_day()).unwrap();
    let EvictionOrigin::Export { as_of: None, band, .. } = calm_out.eviction_origin else {
        panic!("{:?}", calm_out.eviction_origin)
    };
    assert_eq!(band.band, eviction::Band::P0To5);
    let calm_typed = spot(&calm, &c, crate::date::test_day()).unwrap();
    assert!(calm_out.eviction_rate > 0.05, "the upper end, 5% within an hour, as a rate");
    assert!(calm_out.result.spot_cost > calm_typed.result.spot_cost);
}

#[test]
fn without_a_row_for_the_size_the_typed_rate_is_used_and_said_so() {
    let c = data();
    let table = EvictionTable::parse(EXPORT);
    let state = with(Kind::Spot, &[("size", "Standard_NC40ads_H100_v5")]);
    let out = spot_with(&state, &c, evictions(&table, ""), crate::date::test_day()).unwrap();
    assert_eq!(out.eviction_origin, EvictionOrigin::NotInExport { rows: 2 });
    assert_eq!(out.eviction_rate, 0.05, "the typed 5%");
    let plain = spot(&state, &c, crate::date::test_day()).unwrap();
    assert_eq!(out.result, plain.result);
    // Then the typed field counts again.
    let bad = with(Kind::Spot, &[("size", "Standard_NC40ads_H100_v5"), ("eviction_rate", "x")]);
    let errors = spot_with(&bad, &c, evictions(&table, ""), crate::date::test_day())
        .err()
        .unwrap_or_default();
    assert_eq!(fields_of(&errors), vec!["eviction_rate"]);
}

#[test]
fn a_bad_export_or_date_is_an_error_on_its_own_field() {
    let c = data();
    let broken = EvictionTable::parse(
        "skuName,location,spotEvictionRate\nstandard_nd96isr_h100_v5,westeurope,99-100\n",
    );
    let errors = spot_with(
        &Kind::Spot.defaults(&[]),
        &c,
        evictions(&broken, "yesterday"),
        crate::date::test_day(),
    )
    .err()
    .unwrap_or_default();
    assert_eq!(fields_of(&errors), vec![EVICTIONS_FIELD, EVICTIONS_DATE_FIELD]);
    let problems: Vec<&Problem> = errors.iter().map(|e| &e.problem).collect();
    assert!(
        matches!(
            problems.as_slice(),
            [
                Problem::Eviction(EvictionError::UnknownBand {
                    at: eviction::RowAt { row: 1, line: Some(2) },
                    ..
                }),
                Problem::Date(crate::date::DateError(d)),
            ] if d == "yesterday"
        ),
        "{errors:?}"
    );
}

/// The calculator recipe: the list in `calc.rs` is the only list, and every entry has a module
/// whose spec has a unique name (the route `calc/<name>`), words, and fields the form can show.
#[test]
fn every_listed_calculator_has_a_spec_with_a_unique_name_and_fields() {
    let mut names: Vec<&str> = Vec::new();
    for kind in Kind::ALL {
        let spec = kind.spec();
        let name = spec.name;
        assert!(
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'),
            "{name:?}: lower-case letters and hyphens, for routes and storage keys"
        );
        assert!(!names.contains(&name), "{name}: two calculators with one name");
        names.push(name);
        assert_eq!(Kind::from_name(name), Some(kind));
        assert!(!spec.fields.is_empty(), "{name}: no fields");
        let mut keys: Vec<&str> = spec.fields.iter().map(|f| f.key).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), spec.fields.len(), "{name}: a field key twice");
        for f in spec.fields {
            if let Input::Choice(options) = f.input {
                assert!(options.contains(&f.default), "{name}.{}", f.key);
            }
        }
        assert_eq!(kind.defaults(&[]).len(), spec.fields.len());
    }
    assert_eq!(names.len(), Kind::ALL.len());
}

// Regression: the inference calculator put one replica of a 7B FP16 model on two one-GPU T4
// VMs, and a 70B one on three single-A100 VMs, none of them joined by InfiniBand; it also gave a
// third of an A10 the memory of a whole card and charged three VMs for it.
#[test]
fn an_inference_replica_keeps_the_decision_trees_layout_rules() {
    use crate::sizing::serve::ReplicaError;
    let c = data();
    let spans = |changes: &[(&str, &str)]| {
        let errors =
            inference(&with(Kind::Inference, changes), &c, crate::date::test_day()).unwrap_err();
        assert_eq!(fields_of(&errors), ["size"], "{changes:?}");
        errors.into_iter().next().map(|e| e.problem)
    };
    let t4 = [
        ("params", "7B"),
        ("precision", "fp16"),
        ("context", "4k"),
        ("concurrent", "4"),
        ("size", "Standard_NC4as_T4_v3"),
    ];
    assert_eq!(
        spans(&t4),
        Some(Problem::Replica(ReplicaError::SpansVms { gpus: 2, per_vm: 1, infiniband: false }))
    );
    let a100 = [("params", "70B"), ("context", "8k"), ("concurrent", "32")];
    let one_a100 = [a100.as_slice(), &[("size", "Standard_NC24ads_A100_v4")]].concat();
    assert!(matches!(
        spans(&one_a100),
        Some(Problem::Replica(ReplicaError::SpansVms { gpus: 3, per_vm: 1, .. }))
    ));
    // Four A100s in one VM: a 34 B model serving 64 requests of 8k tokens needs three for its
    // memory, and three cannot split the 56 heads of its assumed shape, so the replica is
    // tensor-parallel over all four.
    let heads = sizing::InferenceJob::default_for(34e9).shape().heads;
    assert!(
        !heads.is_multiple_of(3) && heads.is_multiple_of(4),
        "the case needs heads that 4 divides and 3 does not"
    );
    let four = [
        ("params", "34B"),
        ("context", "8k"),
        ("concurrent", "64"),
        ("size", "Standard_NC96ads_A100_v4"),
    ];
    let out = inference(&with(Kind::Inference, &four), &c, crate::date::test_day()).unwrap();
    assert_eq!((out.plan.gpus, out.vms), (4, 1));
    let needed = (out.plan.memory.total_gb() / out.usable_gb).ceil();
    assert_eq!(needed, 3.0, "memory alone needs three GPUs");
    // A third of an A10 holds what fits in its 8 GB, on one VM, and nothing larger.
    let third = [
        ("params", "3B"),
        ("context", "2k"),
        ("concurrent", "1"),
        ("size", "Standard_NV12ads_A10_v5"),
    ];
    let out = inference(&with(Kind::Inference, &third), &c, crate::date::test_day()).unwrap();
    let size = c.catalog.size("Standard_NV12ads_A10_v5").unwrap();
    assert_eq!((out.plan.gpus, out.vms), (1, 1));
    assert!((out.usable_gb - size.vram_gb() * USABLE_MEMORY_FRACTION).abs() < 1e-9);
    let larger = [("params", "7B"), ("size", "Standard_NV12ads_A10_v5")];
    assert!(matches!(
        spans(&larger),
        Some(Problem::Replica(ReplicaError::PartitionTooSmall { .. }))
    ));
}
