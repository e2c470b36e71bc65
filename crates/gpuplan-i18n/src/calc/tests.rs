use gpuplan_core::calc::buy_or_rent::BuyNote;
use gpuplan_core::calc::{Input, Kind, PricedItem};
use gpuplan_core::catalog::PricingModel;

use super::*;
use crate::{Lang, is_cjk};

/// Texts that are codes or names, the same in both languages.
const CODES: &[&str] =
    &["BF16", "FP8", "FP16", "INT8", "INT4", "LoRA", "QLoRA", "ResNet-50", "ViT-B/16"];

/// Chinese for `en`: with Chinese characters, or `en` itself when it is a code.
fn assert_chinese(what: &str, en: &str, zh: &str) {
    assert!(!en.is_empty(), "{what}: no English");
    assert!(!zh.is_empty(), "{what}: no Chinese for {en:?}");
    if CODES.contains(&en) {
        assert_eq!(zh, en, "{what}: a code reads the same");
    } else {
        assert!(zh.chars().any(is_cjk), "{what}: {zh:?} is not Chinese");
    }
    assert!(!en.chars().any(is_cjk), "{what}: the English has Chinese: {en:?}");
}

/// The figures in `s`, sorted, as values: thousands separators read, scientific notation in
/// either language's form (`8.400e23`, `8.400×10²³`), and the multipliers each language writes
/// after a number (`1.28M`, `50k`, `7B`, `2T`; `128万`, `5万`, `70亿`, `2万亿`), so that
/// "1.28M" and "128万" are one figure. A dash between digits (a date's) separates them.
fn values(s: &str) -> Vec<f64> {
    const SUPERSCRIPTS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let chars: Vec<char> = s.chars().collect();
    let digit = |i: usize| chars.get(i).is_some_and(char::is_ascii_digit);
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !digit(i) {
            i += 1;
            continue;
        }
        let mut text = String::new();
        while i < chars.len() {
            match chars[i] {
                c if c.is_ascii_digit() => text.push(c),
                ',' if digit(i + 1) && digit(i + 2) && digit(i + 3) && !digit(i + 4) => {}
                '.' if digit(i + 1) => text.push('.'),
                _ => break,
            }
            i += 1;
        }
        let mut v: f64 = text.parse().unwrap_or(f64::NAN);
        let rest: String = chars[i..].iter().collect();
        let exponent: String = rest.chars().skip(1).take_while(char::is_ascii_digit).collect();
        if rest.starts_with('e') && !exponent.is_empty() {
            v *= 10f64.powi(exponent.parse().unwrap_or(0));
            i += 1 + exponent.len();
        } else if let Some(sup) = rest.strip_prefix("×10") {
            let power: String = sup
                .chars()
                .map_while(|c| SUPERSCRIPTS.iter().position(|s| *s == c))
                .map(|d| char::from(b'0' + d as u8))
                .collect();
            v *= 10f64.powi(power.parse().unwrap_or(0));
            i += 3 + power.chars().count();
        } else {
            let spaced = rest.strip_prefix(' ').unwrap_or(&rest);
            let chinese = [("万亿", 1e12), ("亿", 1e8), ("万", 1e4), ("千", 1e3)];
            let latin = [("k", 1e3), ("M", 1e6), ("B", 1e9), ("T", 1e12)];
            if let Some((_, m)) = chinese.iter().find(|(u, _)| spaced.starts_with(u)) {
                v *= m;
            } else if let Some((_, m)) = latin.iter().find(|(u, _)| {
                rest.starts_with(u) && !rest[1..].starts_with(|c: char| c.is_ascii_alphabetic())
            }) {
                v *= m;
            }
        }
        out.push(v);
    }
    out.sort_by(f64::total_cmp);
    out
}

/// The same figures, to a part in a thousand (a figure written to fewer places in one language
/// reads the same).
fn same_values(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= 1e-3 * x.abs().max(1e-9))
}

/// The two texts are one message: English without Chinese, Chinese with, the same figures.
fn assert_pair(what: &str, en: &str, zh: &str) {
    crate::check_texts(what, en.trim(), zh.trim());
    assert!(
        same_values(&values(en), &values(zh)),
        "{what}: {en:?} and {zh:?} differ in their figures"
    );
}

/// Messages placed around other text: their spaces are part of them.
const PIECES: &[CalcMsg] = &[
    CalcMsg::IndexSeparator,
    CalcMsg::SeeAlsoBefore,
    CalcMsg::SeeAlsoBetween,
    CalcMsg::EvictionsHintBefore,
    CalcMsg::EvictionsHintAfter,
];

#[test]
fn every_message_has_both_languages() {
    for m in CalcMsg::ALL {
        let (en, zh) = (m.text(Lang::En), m.text(Lang::Zh));
        if PIECES.contains(m) {
            crate::check_texts(&format!("{m:?}"), en.trim(), zh.trim());
        } else {
            crate::check_texts(&format!("{m:?}"), en, zh);
        }
    }
}

/// Every calculator of the core, each of its fields and each of a field's choices has its words
/// in both languages here: a calculator, field or choice added to the core without its words
/// fails. The Chinese is Chinese (a code reads the same), and a hint's figures are the English
/// hint's.
#[test]
fn every_calculator_field_hint_and_choice_has_its_words() {
    for kind in Kind::ALL {
        let name = kind.name();
        assert!(spec_row(kind).is_some(), "{name}: no title and blurb");
        crate::check_texts(&format!("{name} title"), title(kind, Lang::En), title(kind, Lang::Zh));
        crate::check_texts(&format!("{name} blurb"), blurb(kind, Lang::En), blurb(kind, Lang::Zh));
        for field in kind.fields() {
            let what = format!("{name}.{}", field.key);
            let row = field_row(kind, field.key).unwrap_or_else(|| panic!("{what}: no words"));
            let (en, zh) = (label(kind, field.key, Lang::En), label(kind, field.key, Lang::Zh));
            assert_eq!(en, row.label.text(Lang::En));
            assert_chinese(&what, en, zh);
            let (en, zh) = (hint(kind, field.key, Lang::En), hint(kind, field.key, Lang::Zh));
            if row.hint.is_none() {
                assert_eq!((en, zh), ("", ""), "{what}: no hint in either language");
            } else {
                assert_chinese(&format!("{what} hint"), en, zh);
                // The same figures, each once.
                let once = |s: &str| {
                    let mut v = values(s);
                    v.dedup();
                    v
                };
                assert!(
                    same_values(&once(en), &once(zh)),
                    "{what}: the hint's figures differ: {en:?} and {zh:?}"
                );
            }
            if let Input::Choice(options) = field.input {
                for value in options {
                    let what = format!("{what}={value}");
                    let row = choice_row(kind, field.key, value)
                        .unwrap_or_else(|| panic!("{what}: no words"));
                    let (en, zh) = (
                        choice(kind, field.key, value, Lang::En),
                        choice(kind, field.key, value, Lang::Zh),
                    );
                    match row.label {
                        Label::Code(code) => {
                            assert!(CODES.contains(&code), "{what}: {code:?} is not a known code");
                            assert_eq!((en, zh), (code, code), "{what}: a code reads the same");
                        }
                        Label::Msg(_) => assert_chinese(&what, en, zh),
                    }
                }
            }
        }
    }
}

/// Every row of words names a calculator, field and choice the core has: a field renamed or
/// removed in the core leaves no words behind.
#[test]
fn no_row_outlives_its_calculator_field_or_choice() {
    // The fields named `key` of `calc`, or of every calculator for a row of them all.
    let fields = |calc: &str, key: &str| -> Vec<&'static gpuplan_core::calc::Field> {
        Kind::ALL
            .into_iter()
            .filter(|k| calc == ANY || k.name() == calc)
            .flat_map(|k| k.fields().iter().filter(|f| f.key == key))
            .collect()
    };
    for r in SPECS {
        assert!(Kind::from_name(r.calc).is_some(), "{}: no such calculator", r.calc);
    }
    for r in FIELDS {
        assert!(!fields(r.calc, r.key).is_empty(), "{}.{}: no such field", r.calc, r.key);
    }
    for r in CHOICES {
        let known = fields(r.calc, r.key)
            .iter()
            .any(|f| matches!(f.input, Input::Choice(list) if list.contains(&r.value)));
        assert!(known, "{}.{}={}: no such choice", r.calc, r.key, r.value);
    }
    // A calculator's own row says something the row for them all does not.
    for r in FIELDS.iter().filter(|r| r.calc != ANY) {
        let all = FIELDS.iter().find(|a| a.calc == ANY && a.key == r.key);
        let same = all.is_some_and(|a| (a.label, a.hint) == (r.label, r.hint));
        assert!(!same, "{}.{}: the same words as the row for every calculator", r.calc, r.key);
    }
}

#[test]
fn unknown_keys_read_empty() {
    assert_eq!(label(Kind::Spot, "nope", Lang::Zh), "");
    assert_eq!(hint(Kind::Spot, "nope", Lang::En), "");
    assert_eq!(choice(Kind::Training, "precision", "fp4", Lang::Zh), "");
}

#[test]
fn pricing_models_have_chinese_names() {
    for m in PricingModel::ALL {
        assert_eq!(model(m, Lang::En), crate::catalog::model(m, Lang::En));
        assert_pair(&format!("{m:?}"), model(m, Lang::En), model(m, Lang::Zh));
    }
}

/// Every model, by its name, and every storage item (one without a translation),
/// in both languages; the English as the core wrote it before it was typed.
#[test]
fn price_lines_name_the_model_and_item_in_chinese_and_keep_size_and_region() {
    let size = "Standard_ND96isr_H100_v5";
    let vm =
        |model| PricedItem::Vm { model, size: size.to_owned(), region: "westeurope".to_owned() };
    for m in PricingModel::ALL {
        let item = vm(m);
        let (en, zh) = (price_what(&item, Lang::En), price_what(&item, Lang::Zh));
        assert_pair(&format!("{item:?}"), &en, &zh);
        assert!(en.ends_with(", Standard_ND96isr_H100_v5, westeurope"), "{en}");
        assert!(zh.ends_with("，Standard_ND96isr_H100_v5，西欧（westeurope）"), "{zh}");
        assert!(zh.starts_with(model(m, Lang::Zh)), "{zh}");
    }
    assert_eq!(
        price_what(&vm(PricingModel::Payg), Lang::En),
        "Pay-as-you-go, Standard_ND96isr_H100_v5, westeurope"
    );
    assert_eq!(price_what(&vm(PricingModel::Spot), Lang::En), format!("Spot, {size}, westeurope"));
    let plan = vm(PricingModel::SavingsPlan1y);
    assert_eq!(price_what(&plan, Lang::En), format!("Savings plan, 1 year, {size}, westeurope"));
    assert_eq!(price_what(&plan, Lang::Zh), format!("1 年期节省计划，{size}，西欧（westeurope）"));
    assert_eq!(
        price_what(&vm(PricingModel::Payg), Lang::Zh),
        format!("即用即付，{size}，西欧（westeurope）")
    );
    assert_eq!(
        price_what(&vm(PricingModel::Spot), Lang::Zh),
        format!("Spot 虚拟机，{size}，西欧（westeurope）")
    );
    // A region the catalog does not name stays its code.
    let nowhere = PricedItem::Vm {
        model: PricingModel::Payg,
        size: size.to_owned(),
        region: "x1".to_owned(),
    };
    assert_eq!(price_what(&nowhere, Lang::Zh), format!("即用即付，{size}，x1"));
    let storage =
        |item: &str| PricedItem::Storage { item: item.to_owned(), region: "westeurope".to_owned() };
    for (item, zh) in [
        ("blob/hot", "Blob 存储热层，西欧（westeurope），每 GB 每月"),
        ("blob/cool", "Blob 存储冷层，西欧（westeurope），每 GB 每月"),
        ("snapshot/standard-hdd", "标准 HDD 快照，西欧（westeurope），每 GB 每月"),
        ("blob/archive", "blob/archive，西欧（westeurope），每 GB 每月"),
    ] {
        let en = price_what(&storage(item), Lang::En);
        assert_eq!(en, format!("{item}, westeurope, per GB-month"));
        assert_eq!(price_what(&storage(item), Lang::Zh), zh);
        assert_pair(item, &en, zh);
    }
    assert_pair(
        "price line",
        &price_line("x", "0.0184", "2026-08-20", Lang::En),
        &price_line("x", "0.0184", "2026-08-20", Lang::Zh),
    );
    assert!(price_line("x", "0.0184", "d", Lang::Zh).contains("0.0184 美元"));
    assert_pair("older", &older_than(45, Lang::En), &older_than(45, Lang::Zh));
}

/// Each note in both languages, with its figures; the English as the core wrote it before it
/// was typed.
#[test]
fn buy_notes_are_written_from_their_figures() {
    let hw = BuyNote::StreetPrice {
        size: "Standard_ND96isr_H100_v5".to_owned(),
        usd: Decimal::new(2_500_005, 1),
    };
    assert_eq!(
        buy_note(&hw, Lang::En),
        "Hardware: the catalog's street price for the GPUs of Standard_ND96isr_H100_v5 ($250,000.50); enter your quote to replace it."
    );
    assert_eq!(
        buy_note(&hw, Lang::Zh),
        "硬件：使用目录中 Standard_ND96isr_H100_v5 所配 GPU 的市场价（250,000.50 美元）；输入你的报价即可替换。"
    );
    let power = BuyNote::Tdp { watts: 5600.0 };
    assert_eq!(
        buy_note(&power, Lang::En),
        "Power: the GPUs' TDP from the catalog, 5600 W in all, without the host."
    );
    assert_eq!(buy_note(&power, Lang::Zh), "功耗：使用目录中 GPU 的 TDP，共 5600 W，不含主机。");
    for note in [hw, power, BuyNote::Tdp { watts: 437.5 }] {
        assert_pair(&format!("{note:?}"), &buy_note(&note, Lang::En), &buy_note(&note, Lang::Zh));
    }
}

#[test]
fn chinese_pieces_get_a_space_only_between_chinese_and_latin() {
    assert_eq!(zh_join(&["与", "Spot 虚拟机", "相比"]), "与 Spot 虚拟机相比");
    assert_eq!(zh_join(&["与", "即用即付", "相比"]), "与即用即付相比");
    assert_eq!(zh_join(&["（", "H100", "）"]), "（H100）");
    assert_eq!(zh_join(&["每月 ", "1.00 美元"]), "每月 1.00 美元");
}

#[test]
fn templates_say_the_same_numbers_in_both_languages() {
    let both =
        |what: &str, f: &dyn Fn(Lang) -> String| assert_pair(what, &f(Lang::En), &f(Lang::Zh));
    both("gpus_on_vms", &|l| gpus_on_vms(16, 2, l));
    both("replica_gpus", &|l| replica_gpus(1, 1, l));
    both("gb_of_usable", &|l| gb_of_usable(61.25, 72.0, l));
    both("replica_memory", &|l| replica_memory(20.5, 84.6, l));
    both("usable_gb", &|l| usable_gb(84.6, l));
    both("flops", &|l| flops(8.4e23, l));
    both("decode_rate", &|l| decode_rate(1234.4, l));
    both("prefill_rate", &|l| prefill_rate(56789.0, l));
    both("spot_verdict", &|l| spot_verdict("12.50", true, l));
    both("spot_verdict more", &|l| spot_verdict("12.50", false, l));
    both("evictions_per_hour", &|l| evictions_per_hour(7.25, l));
    both("rate_point", &|l| rate_point(5.0, "9.00", l));
    both("spot_summary", &|l| spot_summary(5.0, "1.00", "3.00", "2.00", Some(12.5), l));
    both("spot_summary none", &|l| spot_summary(5.0, "1.00", "3.00", "2.00", None, l));
    both("spot_time_summary", &|l| spot_time_summary("5.00", "6.00", l));
    both("not_in_export", &|l| not_in_export(120, l));
    both("from_file", &|l| from_file("e.csv", l));
    both("dated", &|l| dated("2026", l));
    both("band_lower_plan", &|l| band_lower_plan(20.0, "22.31%", l));
    both("band_upper_plan", &|l| band_upper_plan(10.0, "10.54%", "5.13%", "10.54%", l));
    both("mtbi", &|l| mtbi("9.49 h", l));
    both("eviction_from_export", &|l| {
        let x = EvictionFromExport {
            from: "f",
            dated: "d",
            band: "5-10",
            sku: "Standard_NC40ads_H100_v5",
            location: "westeurope",
            plan: "p",
            mtbi: "m",
        };
        eviction_from_export(&x, l)
    });
    both("monthly_then", &|l| monthly_then("3.00", "x", l));
    both("pays_above", &|l| pays_above("61", l));
    both("month_point", &|l| month_point(12, "4.00", l));
    both("payg_only_summary", &|l| payg_only_summary("7.00", l));
    both("commitment_summary", &|l| {
        commitment_summary(model(PricingModel::SavingsPlan1y, l), "8.00", Some("61"), l)
    });
    both("commitment_summary never", &|l| {
        commitment_summary(model(PricingModel::Reservation3y, l), "8.00", None, l)
    });
    both("months_summary", &|l| months_summary("s", l));
    both("vm_count", &|l| vm_count(1, l));
    both("fleet_hours", &|l| fleet_hours(1440, 300, 300, l));
    both("demand_point", &|l| demand_point(7, 8, l));
    both("exceed_point", &|l| exceed_point(4, 62.5, l));
    both("fleet_summary", &|l| fleet_summary(2, 1, 2, "3.00", "4.00", l));
    both("exceed_summary", &|l| exceed_summary("s", l));
    both("renting", &|l| renting(model(PricingModel::Payg, l), l));
    both("pays_back_after", &|l| pays_back_after(17.25, l));
    both("break_even_against", &|l| break_even_against(model(PricingModel::Spot, l), l));
    both("buy_summary", &|l| buy_summary(model(PricingModel::Spot, l), Some(17.25), l));
    both("buy_summary never", &|l| buy_summary(model(PricingModel::Payg, l), None, l));
    both("governance_summary", &|l| governance_summary("1.00", "2.00", "3.00", "4.00", l));
    both("bar_part", &|l| bar_part("p", 12.34, "GB", l));
    both("bar_total", &|l| bar_total("t", 99.99, "GB", l));
    both("not_in_catalog", &|l| not_in_catalog("Standard_X1", l));
    both("export_from_file", &|l| export_from_file("e.csv", l));
    both("export_read", &|l| export_read(3, "CSV", "f", l));
    both("export_unreadable", &|l| export_unreadable("f", l));
    both("export_kept", &|l| export_kept(10, 5000, l));
    both("download_failed", &|l| download_failed("r", l));
    both("labelled", &|l| labelled("a", "1", l));
    for lang in Lang::ALL {
        let pieces = see_also(lang).concat() + &evictions_hint(lang).concat();
        assert_eq!(pieces.chars().any(is_cjk), lang == Lang::Zh, "{pieces}");
    }
    assert_eq!(sentences(&["A.".into(), "B.".into()], Lang::En), "A. B.");
    assert_eq!(sentences(&["甲。".into(), "乙。".into()], Lang::Zh), "甲。乙。");
    assert_eq!(buy_summary("即用即付", None, Lang::Zh), "与即用即付相比，购买永远无法回本。");
    assert_eq!(
        buy_summary("Spot 虚拟机", Some(3.0), Lang::Zh),
        "与 Spot 虚拟机相比，购买 3.0 个月后回本。"
    );
}

#[test]
fn english_templates_read_as_before() {
    assert_eq!(gpus_on_vms(8, 1, Lang::En), "8 GPUs on 1 VM");
    assert_eq!(gpus_on_vms(16, 2, Lang::En), "16 GPUs on 2 VMs");
    // One count of VMs, singular at one (a chart's label said "1 VMs").
    assert_eq!(vm_count(1, Lang::En), "1 VM");
    assert_eq!(vm_count(2, Lang::En), "2 VMs");
    assert_eq!(vm_count(1, Lang::Zh), "1 台虚拟机");
    assert_eq!(flops(8.4e23, Lang::En), "8.400e23 FLOPs");
    assert_eq!(
        spot_summary(5.0, "$1.00", "3.00 h", "$2.00", None, Lang::En),
        "At 5.0% evictions per hour Spot is expected to cost $1.00 and take 3.00 h, against $2.00 for pay-as-you-go. "
    );
    assert_eq!(bar_total("Memory", 12.0, "GB", Lang::En), "Memory: 12.0 GB in all");
    assert_eq!(bar_total("显存", 12.0, "GB", Lang::Zh), "显存：共 12.0 GB");
}

/// The messages with placeholders, rendered: plurals right in English, figures written by the
/// language's format (separators, scientific notation, counts an hour), names spaced in Chinese.
#[test]
fn messages_render_their_figures_in_each_language() {
    // Plurals: one GPU, one VM, one row.
    assert_eq!(gpus_on_vms(1, 1, Lang::En), "1 GPU on 1 VM");
    assert_eq!(gpus_on_vms(16, 2, Lang::Zh), "2 台虚拟机，共 16 个 GPU");
    assert_eq!(replica_gpus(1, 1, Lang::En), "1 on 1 VM");
    assert_eq!(replica_gpus(8, 2, Lang::En), "8 on 2 VMs");
    assert_eq!(demand_point(7, 1, Lang::En), "7:00 → 1 VM");
    assert_eq!(demand_point(7, 8, Lang::En), "7:00 → 8 VMs");
    assert_eq!(exceed_point(1, 100.0, Lang::En), "1 VM → 100.0% of hours");
    assert_eq!(exceed_point(4, 62.5, Lang::Zh), "4 台虚拟机 → 62.5% 的小时");
    assert_eq!(
        fleet_summary(1, 1440, 300, "$3.00", "$4.00", Lang::En),
        "Reserve 1 VM; the hours above them run 1,440 on Spot and 300 on pay-as-you-go, for $3.00 a month against $4.00 all pay-as-you-go."
    );
    assert_eq!(
        fleet_summary(2, 1440, 300, "3.00 美元", "4.00 美元", Lang::Zh),
        "承诺基数为 2 台虚拟机；超出部分的虚拟机小时中，1,440 小时用 Spot 虚拟机，300 小时用即用即付，每月共 3.00 美元，全部用即用即付则为 4.00 美元。"
    );
    assert_eq!(
        fleet_hours(1440, 300, 12_000, Lang::En),
        "1,440 reserved, 300 Spot, 12,000 pay-as-you-go"
    );
    assert_eq!(
        fleet_hours(1440, 300, 300, Lang::Zh),
        "承诺基数 1,440，Spot 虚拟机 300，即用即付 300"
    );
    assert!(not_in_export(1, Lang::En).starts_with("Your Resource Graph export (1 row) has"));
    assert!(not_in_export(1200, Lang::En).starts_with("Your Resource Graph export (1,200 rows)"));
    assert!(not_in_export(1200, Lang::Zh).starts_with("你的 Resource Graph 导出（共 1,200 行）"));
    assert_eq!(
        export_read(1, "CSV", "the text above", Lang::En),
        "Read 1 row of CSV from the text above."
    );
    assert_eq!(export_read(3, "JSON", "f", Lang::En), "Read 3 rows of JSON from f.");
    assert_eq!(
        export_read(3, "CSV", &export_from_file("e.csv", Lang::Zh), Lang::Zh),
        "已从文件“e.csv”读取 3 行 CSV 数据。"
    );
    assert_eq!(
        export_kept(10, 5000, Lang::En),
        "Kept in this browser: the 10 of its 5,000 rows for this site's sizes."
    );
    assert_eq!(
        export_kept(10, 5000, Lang::Zh),
        "已在此浏览器中保存属于本站规格的 10 行（共 5,000 行）。"
    );
    // Thousands separators, and Chinese large figures without e-notation.
    assert_eq!(decode_rate(30_548.4, Lang::En), "30,548 tokens/s across all requests");
    assert_eq!(decode_rate(30_548.4, Lang::Zh), "所有请求合计每秒 30,548 个 token");
    assert_eq!(prefill_rate(56_789.0, Lang::Zh), "每秒 56,789 个 token");
    assert_eq!(flops(8.4e23, Lang::Zh), "8.400×10²³ 次浮点运算");
    assert_eq!(gb_of_usable(61.25, 72.0, Lang::Zh), "可用 72.0 GB 中用了 61.2 GB");
    assert_eq!(gb_of_usable(61.25, 72.0, Lang::En), "61.2 GB of 72.0 GB usable");
    assert_eq!(usable_gb(84.6, Lang::Zh), "可用 85 GB");
}

/// The Spot, break-even and export sentences, and the short pieces, in each language.
#[test]
fn spot_commitment_and_short_messages_render_in_each_language() {
    // An eviction rate above which Spot stops paying, as evictions an hour.
    assert_eq!(evictions_per_hour(247.6, Lang::Zh), "每小时 2.48 次");
    assert_eq!(evictions_per_hour(247.6, Lang::En), "2.48 evictions per hour");
    assert_eq!(evictions_per_hour(7.25, Lang::Zh), "每小时 0.0725 次");
    assert_eq!(evictions_per_hour(0.5, Lang::En), "0.0050 evictions per hour");
    assert_eq!(
        spot_summary(5.0, "1.00 美元", "3.00 小时", "2.00 美元", Some(247.6), Lang::Zh),
        "逐出率为每小时 5.0% 时，Spot 虚拟机预计花费 1.00 美元、耗时 3.00 小时；即用即付为 2.00 美元。逐出率超过每小时 247.60% 时，即用即付更便宜。"
    );
    assert_eq!(
        spot_summary(5.0, "$1.00", "3.00 h", "$2.00", Some(247.6), Lang::En),
        "At 5.0% evictions per hour Spot is expected to cost $1.00 and take 3.00 h, against $2.00 for pay-as-you-go. Above 247.60% per hour pay-as-you-go is cheaper."
    );
    assert_eq!(rate_point(5.0, "9.00 美元", Lang::Zh), "每小时 5.0% → 9.00 美元");
    assert_eq!(rate_point(5.0, "$9.00", Lang::En), "5.0%/h → $9.00");
    // Names against Chinese text get a space only where Latin meets Chinese.
    assert_eq!(break_even_against("Spot 虚拟机", Lang::Zh), "与 Spot 虚拟机的盈亏平衡点");
    assert_eq!(break_even_against("即用即付", Lang::Zh), "与即用即付的盈亏平衡点");
    assert_eq!(break_even_against("Spot", Lang::En), "Spot break-even");
    assert_eq!(
        commitment_summary("1 年期节省计划", "8.00 美元", Some("61"), Lang::Zh),
        "1 年期节省计划不论用量多少，每月都是 8.00 美元；利用率高于 61% 时比即用即付便宜。"
    );
    assert_eq!(
        commitment_summary("Savings plan, 1 year", "$8.00", Some("61"), Lang::En),
        "Savings plan, 1 year costs $8.00 a month whatever the use and beats pay-as-you-go above 61% use."
    );
    assert_eq!(
        commitment_summary("Reservation, 3 years", "$8.00", None, Lang::En),
        "Reservation, 3 years costs $8.00 a month whatever the use."
    );
    assert_eq!(mtbi("9.49 小时", Lang::Zh), "平均每台虚拟机每 9.49 小时中断一次。");
    assert_eq!(mtbi("9.49 h", Lang::En), " One interruption every 9.49 h per VM on average.");
    let x = EvictionFromExport {
        from: "文件“e.csv”",
        dated: "导出日期 2026年3月9日",
        band: "5-10",
        sku: "Standard_NC40ads_H100_v5",
        location: "westeurope",
        plan: "p。",
        mtbi: "",
    };
    assert_eq!(
        eviction_from_export(&x, Lang::Zh),
        "逐出率取自你的 Resource Graph 导出（文件“e.csv”，导出日期 2026年3月9日）：Standard_NC40ads_H100_v5 在西欧（westeurope）的逐出率区间为 5-10。p。"
    );
    let x =
        EvictionFromExport { from: "file “e.csv”", dated: "dated 2026-03-09", plan: "P.", ..x };
    assert_eq!(
        eviction_from_export(&x, Lang::En),
        "Eviction rate from your Resource Graph export (file “e.csv”, dated 2026-03-09): band 5-10 for Standard_NC40ads_H100_v5 in westeurope. P."
    );
    // Sentences: a space between them in English, none in Chinese, one or none given.
    assert_eq!(sentences(&["A.".into(), "B.".into(), "C.".into()], Lang::En), "A. B. C.");
    assert_eq!(sentences(&["甲。".into()], Lang::Zh), "甲。");
    assert_eq!(sentences(&[], Lang::En), "");
    // Short pieces.
    assert_eq!(older_than(45, Lang::En), "more than 45 days old, ");
    assert_eq!(older_than(45, Lang::Zh), "距今已超过 45 天，");
    assert_eq!(pays_back_after(17.26, Lang::Zh), "购买 17.3 个月后回本");
    assert_eq!(labelled("显存", "12.0 GB", Lang::Zh), "显存：12.0 GB");
    assert_eq!(index_separator(Lang::En), " — ");
    assert_eq!(see_also(Lang::En), ["See also the ", " and the ", "."]);
    assert_eq!(see_also(Lang::Zh), ["另请参阅", "和", "。"]);
}

/// The Chinese of the forms: Azure's terms, one name per calculator, and hints in what a Chinese
/// reader types (the form reads 万, 亿, 分钟 and 小时).
#[test]
fn the_forms_chinese_uses_the_terms_and_chinese_units() {
    assert_eq!(title(Kind::Spot, Lang::Zh), "Spot 虚拟机（计入逐出）");
    assert_eq!(title(Kind::Governance, Lang::Zh), "成本治理");
    assert_eq!(title(Kind::BuyOrRent, Lang::Zh), "购买还是租用");
    assert_eq!(label(Kind::BuyOrRent, "pue", Lang::Zh), "PUE（电能使用效率）");
    assert_eq!(label(Kind::Training, "vms", Lang::Zh), "虚拟机数量");
    assert_eq!(hint(Kind::Spot, "checkpoint", Lang::Zh), "例如 10 分钟或 0.2 小时");
    assert_eq!(hint(Kind::Cv, "images", Lang::Zh), "数据集中的图像数，例如 128万");
    assert_eq!(hint(Kind::Governance, "tier_gb", Lang::Zh), "单位 GB，例如 5万");
    assert_eq!(hint(Kind::Training, "params", Lang::Zh), "例如 70亿、700亿、4050亿");
    assert_eq!(choice(Kind::Training, "precision", "bf16", Lang::Zh), "BF16");
    assert_eq!(choice(Kind::FineTuning, "method", "full", Lang::Zh), "全参数微调");
    assert!(blurb(Kind::MixedFleet, Lang::Zh).contains("承诺基数"));
    // What the hints show reads back as the same value in the form.
    for (zh, en) in [("128万", "1.28M"), ("5万", "50k"), ("4050亿", "405B"), ("2万亿", "2T")] {
        assert_eq!(
            gpuplan_core::sizing::parse_quantity(zh).ok(),
            gpuplan_core::sizing::parse_quantity(en).ok(),
            "{zh}"
        );
    }
    let forms: Vec<&str> = Kind::ALL
        .into_iter()
        .flat_map(|k| {
            let fields = k.fields().iter();
            [title(k, Lang::Zh), blurb(k, Lang::Zh)].into_iter().chain(
                fields.flat_map(move |f| [label(k, f.key, Lang::Zh), hint(k, f.key, Lang::Zh)]),
            )
        })
        .collect();
    for text in forms {
        for word in ["VM", "预留基数", "一年期", "三年期", "可用区", "定价方式", "计价方式", "退役"]
        {
            assert!(!text.contains(word), "{text:?} says {word}");
        }
        // No "50k", "1.28M", "70B", "2T": a figure with a Latin multiplier.
        let chars: Vec<char> = text.chars().collect();
        let latin = chars.windows(2).any(|w| w[0].is_ascii_digit() && "kMBT".contains(w[1]));
        assert!(!latin, "{text:?} has a Latin multiplier");
    }
}
