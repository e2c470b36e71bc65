//! `--lang zh`: every subcommand's text output in Chinese, with no English word outside the
//! names, units and codes a Chinese page keeps, and the same numbers as the English output;
//! JSON output the same bytes in both languages; errors worded in Chinese; `gpuplan calc` with
//! the web's figure rows.

use std::process::Output;

use gpuplan_core::calc::Kind;
use gpuplan_core::dataset;
use gpuplan_i18n::calc as calc_words;
use gpuplan_i18n::problems::ProblemMsg;
use gpuplan_i18n::{Lang, is_cjk};

use super::{EVICTIONS_JSON, gpuplan, temp_file};

/// Latin words a Chinese text keeps: [`gpuplan_i18n::figures::LATIN_KEPT`], and these, which
/// only the CLI prints.
const ALLOWED_HERE: &[&str] = &[
    "Microsoft",
    "VM",
    "SSD",
    "NVMe",
    "AdamW",
    "Adam",
    "SGD",
    "Linux",
    "Windows",
    "LLM",
    "CNN",
    "CUDA",
    "ROCm",
    "AKS",
    "ML",
    "ND",
    "NC",
    "NV",
    "A10",
    "T4",
    "A100",
    "IOPS",
    "EA",
    "CSP",
    "HTML",
    "Kubernetes",
    "v2",
    "MB",
    "EUR",
    "GBP",
    "CNY",
    "JPY",
    // The Retail Prices API (零售价格 API), and a third party a rate's source names.
    "API",
    "Lucidity",
];

/// The figures of `s` by value ([`gpuplan_i18n::figures::figures`]), the Chinese region names
/// (`美国东部 2`) not counted as figures.
fn numbers(s: &str) -> Vec<String> {
    let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    gpuplan_i18n::figures::figures(s, &gpuplan_i18n::figures::numbered_region_names(&d.catalog))
}

/// The keys of the sources that prices and rates name (`prices-karpenter`, `storage-radar` …),
/// which the text output never shows.
fn price_source_keys() -> Vec<String> {
    let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let mut keys: Vec<String> = d.catalog.prices.iter().map(|p| p.source.clone()).collect();
    keys.extend(d.rates.sources().into_iter().map(str::to_owned));
    keys.sort();
    keys.dedup();
    keys
}

/// What a Chinese text names as it is: the catalog's sizes, series, regions, GPUs and the
/// sources' repositories (`Azure/karpenter-provider-azure`, and `karpenter-provider-azure` in a
/// short name; never a source's key or English title), the guide's paths (`guide/zh/decision-tree#task`), and `data` (what the
/// reader gave: paths, an export's sizes).
fn names(data: &[&str]) -> Vec<String> {
    let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let c = &d.catalog;
    let mut out: Vec<String> = c
        .sizes
        .iter()
        .map(|s| s.name.clone())
        .chain(c.series.iter().map(|s| s.id.clone()))
        .chain(c.regions.iter().flat_map(|r| [r.name.clone(), r.display_name.clone()]))
        .chain(
            c.gpus
                .iter()
                .flat_map(|g| [g.name.clone(), g.name_in(Lang::Zh).to_owned(), g.id.clone()]),
        )
        .chain(c.sources.iter().filter_map(|s| s.repo.clone()).flat_map(|repo| {
            let name = repo.split_once('/').map(|(_, n)| n.to_owned());
            [Some(repo), name].into_iter().flatten()
        }))
        .chain(
            ["decision-tree#task", "decision-tree#budget", "decision-tree#data-network"]
                .map(|a| format!("guide/zh/{a}")),
        )
        .chain(["guide/zh/decision-tree#ecosystem".to_owned()])
        // Units with a slash.
        .chain(["token/s", "MB/s", "GB/s", "TFLOP/s"].map(str::to_owned))
        .chain(data.iter().map(|s| (*s).to_owned()))
        .collect();
    // The longest first, so that "eastus2" goes before "eastus".
    out.sort_by_key(|n| std::cmp::Reverse(n.len()));
    out
}

/// The Latin words of a Chinese text that it should not have
/// ([`gpuplan_i18n::figures::stray_latin`]).
fn english_words(text: &str, names: &[String]) -> Vec<String> {
    let allowed: Vec<&str> =
        gpuplan_i18n::figures::LATIN_KEPT.iter().chain(ALLOWED_HERE).copied().collect();
    gpuplan_i18n::figures::stray_latin(text, names, &allowed)
}

fn stdout(out: &Output, what: &str) -> String {
    assert!(out.status.success(), "{what}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs `args` in English and in Chinese and checks the two outputs: English without Chinese,
/// Chinese without English words (besides names and `data`), the same numbers. Returns both.
fn both(args: &[&str], data: &[&str]) -> (String, String) {
    let what = args.join(" ");
    let en = stdout(&gpuplan(args), &what);
    let zh = stdout(&gpuplan(&[args, &["--lang", "zh"]].concat()), &what);
    assert!(!en.chars().any(is_cjk), "{what}: the English has Chinese:\n{en}");
    assert!(zh.chars().any(is_cjk), "{what}: the Chinese has no Chinese:\n{zh}");
    let bad = english_words(&zh, &names(data));
    assert!(bad.is_empty(), "{what}: English in the Chinese: {bad:?}\n{zh}");
    // A price's source is named by its title or short name, never by its key.
    for key in price_source_keys() {
        assert!(!en.contains(&key) && !zh.contains(&key), "{what}: the key {key}\n{en}\n{zh}");
    }
    let (n_en, n_zh) = (numbers(&en), numbers(&zh));
    let only = |a: &[String], b: &[String]| {
        let mut b = b.to_vec();
        a.iter()
            .filter(|x| match b.iter().position(|y| y == *x) {
                Some(i) => {
                    b.remove(i);
                    false
                }
                None => true,
            })
            .cloned()
            .collect::<Vec<_>>()
    };
    assert!(
        n_en == n_zh,
        "{what}: the numbers differ: only in English {:?}, only in Chinese {:?}\nEN:\n{en}\nZH:\n{zh}",
        only(&n_en, &n_zh),
        only(&n_zh, &n_en)
    );
    (en, zh)
}

const TODAY: &[&str] = &["--today", "2026-11-29"];
const ESTIMATE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/examples/estimate.json");

#[test]
fn catalog_and_price_read_in_chinese_with_the_same_numbers() {
    both(&[&["catalog", "--gpu", "h100", "--region", "westeurope"][..], TODAY].concat(), &[]);
    let (_, zh) = both(&[&["catalog", "--all"][..], TODAY].concat(), &[]);
    assert!(zh.contains("已停用") && zh.contains("GPU 显存（GB）"), "{zh}");
    // An old hourly price, a term price, and one the snapshot lacks.
    let (en, zh) = both(&["price", "Standard_ND96isr_H100_v5", "--region", "eastus"], &[]);
    assert!(en.contains("check the current price") && zh.contains("请核对当前价格"), "{zh}");
    let (_, zh) = both(
        &["price", "Standard_NC6s_v3", "--region", "westeurope", "--model", "reservation-1y"],
        &[],
    );
    assert!(zh.contains("整个期限") && zh.contains("小时分摊"), "{zh}");
    let (_, zh) = both(
        &["price", "Standard_ND96isr_H100_v5", "--region", "eastus", "--model", "savings-plan-3y"],
        &[],
    );
    assert!(zh.contains("暂无价格"), "{zh}");
}

#[test]
fn estimate_recommend_and_size_read_in_chinese_with_the_same_numbers() {
    // The example's disk tier is its own data.
    let (_, zh) = both(&["estimate", ESTIMATE], &["P30"]);
    assert!(zh.contains("美元") && !zh.contains('$'), "{zh}");
    // A currency is named (欧元), its code only ever beside its name: 欧元（EUR）.
    assert!(zh.contains("欧元"), "{zh}");
    for code in ["USD", "EUR", "GBP", "CNY", "JPY"] {
        let named = zh.matches(&format!("（{code}）")).count();
        assert_eq!(zh.matches(code).count(), named, "{code} alone in:\n{zh}");
    }
    // The old flag is the language's alias.
    let alias = stdout(&gpuplan(&["estimate", ESTIMATE, "--zh"]), "--zh");
    assert_eq!(alias, zh);
    let training = ["--params", "70B", "--tokens", "2T", "--days", "60", "--region", "westeurope"];
    let (_, zh) = both(&[&["recommend"][..], &training, TODAY].concat(), &[]);
    assert!(zh.contains("第 1 步") && zh.contains("guide/zh/decision-tree#task"), "{zh}");
    both(
        &[&["recommend", "--task", "inference", "--params", "8B", "--concurrent", "16"][..], TODAY]
            .concat(),
        &[],
    );
    let (_, zh) = both(&["size", "--params", "7B", "--tokens", "1T"], &[]);
    assert!(zh.contains("最少 GPU 数"), "{zh}");
}

#[test]
fn spot_reads_in_chinese_with_the_same_numbers() {
    both(&["spot", "Standard_ND96isr_H100_v5", "--region", "westeurope"], &[]);
    let json = temp_file("lang-evictions.json", EVICTIONS_JSON.as_bytes());
    let path = json.to_string_lossy().into_owned();
    let data = [path.as_str(), "standard_nd96isr_h100_v5"];
    for (region, date) in [("westeurope", "2026-09-01"), ("swedencentral", "2026-09-02")] {
        let args = [
            "spot",
            "Standard_ND96isr_H100_v5",
            "--region",
            region,
            "--evictions",
            &path,
            "--date",
            date,
        ];
        let (_, zh) = both(&args, &data);
        assert!(zh.contains("Resource Graph 导出") && zh.contains("由你给出"), "{zh}");
    }
    // A size the export lacks: the typed rate, said so.
    let (_, zh) = both(
        &["spot", "Standard_NC40ads_H100_v5", "--region", "westeurope", "--evictions", &path],
        &data,
    );
    assert!(zh.contains("每台虚拟机每小时") && zh.contains("按你给出的值"), "{zh}");
}

#[test]
fn check_reads_in_chinese() {
    let chapter =
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../content/guide/zh/01-why-gpu-cloud.md");
    let en = stdout(&gpuplan(&["check", chapter]), "check");
    let zh = stdout(&gpuplan(&["check", chapter, "--lang", "zh"]), "check");
    // The outline is the chapter's own text; only the label before the title changes.
    let (en_title, en_rest) = en.split_once('\n').unwrap_or_default();
    let (zh_title, zh_rest) = zh.split_once('\n').unwrap_or_default();
    assert_eq!(en_rest, zh_rest);
    assert_eq!(en_title.strip_prefix("title: "), zh_title.strip_prefix("标题："), "{zh_title}");
    // Diagnostics: each with its line, in Chinese.
    let md = temp_file("lang-check.md", b"# T\n\n## A\n\n## A\n\n<b>x</b>\n");
    let out = gpuplan(&["check", &md.to_string_lossy(), "--lang", "zh"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("第 5 行：锚点 #a-2 重复") || stderr.contains("第 5 行：锚点 #a 重复"),
        "{stderr}"
    );
    assert!(
        stderr.contains("第 7 行：原始 HTML 按文本显示") && stderr.contains("错误：发现 "),
        "{stderr}"
    );
    let bad = english_words(&stderr, &names(&[&md.to_string_lossy(), "#a", "<b>", "</b>"]));
    assert!(bad.is_empty(), "{bad:?}\n{stderr}");
}

/// The fields a calculator leaves empty for the reader, filled so that it has a result (the
/// web's tests fill them the same way).
fn filled(kind: Kind) -> &'static [&'static str] {
    match kind {
        Kind::Governance => &["compute=20000", "tier_gb=50k", "snapshot_gb=2000"],
        Kind::BuyOrRent => &["kwh=0.12"],
        _ => &[],
    }
}

#[test]
fn every_calculator_reads_in_chinese_with_the_same_numbers_and_the_web_rows() {
    let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    for kind in Kind::ALL {
        let args = [&["calc", kind.name()][..], filled(kind)].concat();
        let (en, zh) = both(&args, &[]);
        // The figure rows (the lines before the first blank one) are the web's, `label: value`.
        let pairs: Vec<(String, String)> = filled(kind)
            .iter()
            .filter_map(|p| p.split_once('='))
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect();
        let (state, notices) = kind.state_from_pairs(kind.defaults(&[]), &pairs);
        assert!(notices.is_empty());
        for (lang, out) in [(Lang::En, &en), (Lang::Zh, &zh)] {
            let rows: Vec<String> = figures(kind, &state, &d, lang)
                .iter()
                .map(|(k, v)| calc_words::labelled(k, v, lang))
                .collect();
            let printed: Vec<&str> = out.lines().take_while(|l| !l.is_empty()).collect();
            assert_eq!(printed, rows, "{} in {lang:?}", kind.name());
        }
        assert!(en.contains("Prices used:") && zh.contains("所用价格："), "{zh}");
    }
}

/// A calculator's result, or a failure naming it.
fn ok<T>(kind: Kind, r: Result<T, Vec<gpuplan_core::calc::FieldError>>) -> T {
    r.unwrap_or_else(|e| panic!("{}: {e:?}", kind.name()))
}

/// The web's rows for `kind`, straight from the core and the words crate.
fn figures(
    kind: Kind,
    state: &[(String, String)],
    d: &dataset::Dataset,
    lang: Lang,
) -> Vec<(String, String)> {
    calc_words::figures(&ok(kind, kind.compute(state, d, crate::today())), lang)
}

#[test]
fn calc_sets_fields_by_key_and_its_json_is_the_cores() {
    let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let out =
        stdout(&gpuplan(&["calc", "spot", "work=8k", "region=swedencentral", "--json"]), "calc");
    let mut state = Kind::Spot.defaults(&[]);
    gpuplan_core::calc::set_text(&mut state, "work", "8k");
    gpuplan_core::calc::set_text(&mut state, "region", "swedencentral");
    let core = gpuplan_core::calc::spot::spot(&state, &d, crate::today())
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(out.trim_end(), serde_json::to_string_pretty(&core).unwrap_or_default());
    // The default region gives another result: the pairs were applied.
    let default = stdout(&gpuplan(&["calc", "spot", "work=8k", "--json"]), "calc");
    assert_ne!(default, out);
}

/// Buy or rent's notes and prices print in the reader's language (a model by its name, money
/// as everywhere), and its JSON holds them typed: each note and priced item tagged by `kind`.
#[test]
fn calc_prints_notes_and_prices_in_words_and_json_holds_them_typed() {
    let args = ["calc", "buy-or-rent", "kwh=0.12"];
    let (en, zh) = both(&args, &[]);
    for line in [
        "Hardware: the catalog's street price for the GPUs of Standard_ND96isr_H100_v5 ($200,000.00); enter your quote to replace it.",
        "Power: the GPUs' TDP from the catalog, 5600 W in all, without the host.",
        "  Pay-as-you-go, Standard_ND96isr_H100_v5, eastus: ",
    ] {
        assert!(en.contains(line), "{line:?} is missing:\n{en}");
    }
    for line in [
        "硬件：使用目录中 Standard_ND96isr_H100_v5 所配 GPU 的市场价（200,000.00 美元）；输入你的报价即可替换。",
        "功耗：使用目录中 GPU 的 TDP，共 5600 W，不含主机。",
        "  即用即付，Standard_ND96isr_H100_v5，美国东部（eastus）：",
    ] {
        assert!(zh.contains(line), "{line:?} is missing:\n{zh}");
    }
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&gpuplan(&[&args[..], &["--json"]].concat()), "json"))
            .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        json["notes"][0],
        serde_json::json!({ "kind": "street_price", "size": "Standard_ND96isr_H100_v5", "usd": "200000" })
    );
    assert_eq!(json["notes"][1], serde_json::json!({ "kind": "tdp", "watts": 5600.0 }));
    let item = |m: &str| serde_json::json!({ "kind": "vm", "model": m, "size": "Standard_ND96isr_H100_v5", "region": "eastus" });
    assert_eq!(json["prices"][0]["item"], item("payg"), "{json}");
}

#[test]
fn json_is_the_same_in_both_languages() {
    let export = temp_file("lang-json-evictions.json", EVICTIONS_JSON.as_bytes());
    let export = export.to_string_lossy().into_owned();
    let mut runs: Vec<Vec<&str>> = vec![
        [&["catalog", "--region", "westeurope", "--json"][..], TODAY].concat(),
        vec!["price", "Standard_ND96isr_H100_v5", "--region", "eastus", "--json"],
        vec![
            "price",
            "Standard_ND96isr_H100_v5",
            "--region",
            "eastus",
            "--model",
            "spot",
            "--json",
        ],
        vec!["estimate", ESTIMATE, "--json"],
        [&["recommend", "--params", "70B", "--tokens", "2T", "--json"][..], TODAY].concat(),
        vec!["size", "--params", "7B", "--tokens", "1T", "--json"],
        vec![
            "spot",
            "Standard_ND96isr_H100_v5",
            "--region",
            "westeurope",
            "--evictions",
            &export,
            "--json",
        ],
    ];
    let calcs: Vec<Vec<&str>> = Kind::ALL
        .iter()
        .map(|k| [&["calc", k.name(), "--json"][..], filled(*k)].concat())
        .collect();
    runs.extend(calcs);
    for args in runs {
        let what = args.join(" ");
        let en = stdout(&gpuplan(&args), &what);
        assert!(!en.trim().is_empty(), "{what}");
        for lang in ["zh", "zh-CN", "en"] {
            let other = stdout(&gpuplan(&[&args[..], &["--lang", lang]].concat()), &what);
            assert_eq!(en, other, "{what} --lang {lang}");
        }
    }
}

#[test]
fn errors_are_worded_in_chinese_and_name_the_field() {
    for (args, field) in [
        (&["price", "Standard_Nope", "--region", "eastus"][..], "size："),
        (&["price", "Standard_NC4as_T4_v3", "--region", "mars"][..], "--region："),
        (
            &["price", "Standard_NC4as_T4_v3", "--region", "eastus", "--model", "free"][..],
            "--model：",
        ),
        (&["price", "Standard_NC4as_T4_v3", "--region", "eastus", "--os", "beos"][..], "--os："),
        (&["catalog", "--status", "gone"][..], "--status："),
        (&["catalog", "--min-vram", "NaN"][..], "--min-vram："),
        (&["catalog", "--today", "2026-02-30"][..], "--today："),
        (&["recommend", "--params", "seventy", "--tokens", "2T"][..], "--params："),
        (&["recommend", "--tokens", "2T"][..], "--params："),
        (
            &["spot", "Standard_ND96isr_H100_v5", "--region", "westeurope", "--work", "lots"][..],
            "--work：",
        ),
        (
            &["spot", "Standard_ND96isr_H100_v5", "--region", "westeurope", "--date", "2026-09-01"]
                [..],
            "--date：",
        ),
        (&["estimate", "/no/such/file.json"][..], "/no/such/file.json"),
        (&["calc", "spot", "work"][..], "key=value"),
        (&["calc", "spot", "colour=red"][..], "“colour”不是 spot 计算器的字段"),
        (
            &["calc", "spot", &format!("work={}", "9".repeat(70))][..],
            "work（工作量）：超过 64 个字符",
        ),
        (&["calc", "spot", "work=-3"][..], "work（工作量）："),
    ] {
        let out = gpuplan(&[args, &["--lang", "zh"]].concat());
        assert!(!out.status.success(), "{args:?} succeeded");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.starts_with("错误："), "{args:?}: {stderr}");
        assert!(stderr.contains(field), "{args:?}: {stderr}");
        assert!(stderr.chars().skip(3).any(is_cjk), "{args:?}: {stderr}");
    }
    // A calculator's required field left empty: named by key and label, in Chinese.
    let out = gpuplan(&["calc", "governance", "--lang", "zh"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let expected = format!(
        "compute（{}）：{}",
        calc_words::label(Kind::Governance, "compute", Lang::Zh),
        ProblemMsg::Needed.text(Lang::Zh)
    );
    assert!(stderr.contains(&expected), "{stderr}");
    // The same in English.
    let out = gpuplan(&["calc", "governance"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("compute (Compute bill per month): is needed"), "{stderr}");
}

/// `--help` in Chinese: the command's summary, every option's help and clap's own words (the
/// usage line, the heading, the default, `--help`) from the message files; Latin script only
/// for what the reader types (flags, values, the command line) and names.
#[test]
fn catalogs_help_reads_in_chinese() {
    let zh = stdout(&gpuplan(&["--lang", "zh", "catalog", "--help"]), "catalog --help");
    let en = stdout(&gpuplan(&["catalog", "--help"]), "catalog --help");
    assert!(en.starts_with("List Azure GPU VM sizes") && en.contains("Options:"), "{en}");
    assert!(zh.starts_with("列出 Azure GPU 虚拟机规格"), "{zh}");
    for words in ["用法：gpuplan catalog", "选项：", "（默认值：en）", "显示帮助"] {
        assert!(zh.contains(words), "{words}:\n{zh}");
    }
    let flags = zh
        .lines()
        .filter_map(|l| l.trim_start().split("  ").next())
        .filter(|spec| spec.starts_with('-'))
        .flat_map(|spec| spec.split([' ', ',']))
        .map(str::to_owned);
    let typed = [
        "gpuplan catalog [OPTIONS]",
        "h100-sxm",
        "H100",
        "capacity-limited",
        "available",
        "preview",
        "retiring",
        "retired",
        "YYYY-MM-DD",
        "zh-CN",
        "en",
        "zh",
    ];
    let mut names: Vec<String> = flags.chain(typed.map(str::to_owned)).chain(names(&[])).collect();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    let bad = english_words(&zh, &names);
    assert!(bad.is_empty(), "English in the Chinese help: {bad:?}\n{zh}");
}
