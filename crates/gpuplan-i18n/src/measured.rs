//! The project's own measurements (`content/data/h200-measurements.toml`) as the sources page
//! shows them, as a document in one language: what was run, on what and when, and every figure,
//! with the shares of the accelerator's figures from the catalog computed here.
//!
//! The web's build script writes the two documents into the guide's JSON, so the browser gets
//! them as data and carries neither these words nor the measurements' types.

use gpuplan_core::catalog::Gpu;
use gpuplan_core::dataset::measured::{Measurements, Precision, text_in};
use gpuplan_core::doc::{Block, Document, Inline};

use crate::Lang;
use crate::format::{self, count};

/// The anchor of the measurements' heading on the sources page.
pub const ANCHOR: &str = "h200-measurements";

include!(concat!(env!("OUT_DIR"), "/measured.rs"));

/// The measurements' date line; `date` is written for `lang`.
pub fn measured_on(lang: Lang, date: &str) -> String {
    MeasuredOn { date }.text(lang)
}

/// The measured copy rate against the accelerator's figure (all already written for `lang`).
pub fn bandwidth_line(lang: Lang, gbs: &str, spec: &str, share: &str) -> String {
    BandwidthLine { gbs, spec, share }.text(lang)
}

/// The decode step at batch 1 against the time it takes to read the weights and the cache once
/// at the figure's bandwidth (all already written for `lang`).
pub fn decode_bound_line(
    lang: Lang,
    [weights, kv, spec, bound, ms, share, eager]: [&str; 7],
) -> String {
    DecodeBoundLine { weights, kv, spec, bound, ms, share, eager }.text(lang)
}

/// A trained model's shape: its layers and width.
pub fn layers_width(lang: Lang, layers: u32, width: u32) -> String {
    LayersWidth { layers: &layers.to_string(), width: &width.to_string() }.text(lang)
}

/// A parameter count in billions, as the language writes a large figure, its unit set apart:
/// `1.41 B`, `410 M`; `14.1 亿`, `4.1 亿`.
pub fn billions(lang: Lang, billions: f64) -> String {
    let short = format::compact(billions * 1e9, lang);
    let unit = short.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == '-');
    if unit.is_empty() { short } else { format!("{} {unit}", &short[..short.len() - unit.len()]) }
}

/// Thousands separators on the whole part of a written decimal.
fn grouped(s: &str) -> String {
    let (int, frac) = s.split_once('.').map_or((s, None), |(i, f)| (i, Some(f)));
    let int = int.parse::<u64>().map_or_else(|_| int.to_owned(), count);
    match frac {
        Some(f) => format!("{int}.{f}"),
        None => int,
    }
}

/// A measured figure as the data file writes it: `17.2`, `1,463.7`.
fn plain(v: f64) -> String {
    grouped(&v.to_string())
}

/// A computed figure with `decimals` places: `0.79`, `3.15`, `1,463.7`.
fn fixed(v: f64, decimals: usize) -> String {
    format::number(v, decimals)
}

/// A whole figure: `53,688`.
fn whole(v: f64) -> String {
    fixed(v, 0)
}

fn text(s: String) -> Vec<Inline> {
    vec![Inline::Text(s)]
}

fn paragraph(s: String) -> Block {
    Block::Paragraph(text(s))
}

fn heading(level: u8, id: &str, s: &str) -> Block {
    Block::Heading { level, id: id.to_owned(), content: text(s.to_owned()) }
}

fn table(head: &[MeasMsg], lang: Lang, rows: Vec<Vec<String>>) -> Block {
    Block::Table {
        head: head.iter().map(|m| text(m.text(lang).to_owned())).collect(),
        rows: rows.into_iter().map(|r| r.into_iter().map(text).collect()).collect(),
    }
}

/// The measurements in `lang`, under a level-2 heading anchored [`ANCHOR`]; `gpu` is the
/// catalog's record of the accelerator measured, for the shares of its figures (a dash without
/// it).
pub fn document(lang: Lang, m: &Measurements, gpu: Option<&Gpu>) -> Document {
    use MeasMsg as M;
    let dash = || "—".to_owned();
    let share = |measured: f64, spec: Option<f64>| {
        spec.filter(|s| *s > 0.0).map_or_else(dash, |s| fixed(measured / s, 2))
    };
    let about = |en: &str, zh: &str| paragraph(text_in(en, zh, lang).to_owned());
    let mut blocks = vec![
        heading(2, ANCHOR, M::OwnMeasurements.text(lang)),
        paragraph(measured_on(lang, &format::date(m.date, lang))),
        about(&m.about, &m.about_zh),
        heading(3, "h200-matmul", M::Matmul.text(lang)),
        about(&m.matmul.about, &m.matmul.about_zh),
    ];
    let rows = m.matmul.run.iter().map(|r| {
        let spec = gpu.and_then(|g| r.precision.spec(g));
        let label = r.precision.label().to_owned();
        vec![label, plain(r.tflops), spec.map_or_else(dash, plain), share(r.tflops, spec)]
    });
    let head = [M::ColPrecision, M::ColMeasuredTflops, M::ColSpecTflops, M::ColShare];
    blocks.push(table(&head, lang, rows.collect()));

    blocks.push(heading(3, "h200-bandwidth", M::Bandwidth.text(lang)));
    blocks.push(about(&m.bandwidth.about, &m.bandwidth.about_zh));
    let bandwidth = gpu.and_then(|g| g.bandwidth_gbs);
    if let Some(spec) = bandwidth {
        let measured = m.bandwidth.gbs;
        let line =
            bandwidth_line(lang, &whole(measured), &whole(spec), &share(measured, Some(spec)));
        blocks.push(paragraph(line));
    }

    blocks.push(heading(3, "h200-training", M::Training.text(lang)));
    blocks.push(about(&m.training.about, &m.training.about_zh));
    let rows = m.training.run.iter().map(|r| {
        vec![
            layers_width(lang, r.layers, r.width),
            billions(lang, r.params_billion),
            format!("{} × {}", r.batch, count(u64::from(r.sequence))),
            whole(r.tokens_per_s),
            plain(r.mfu),
            plain(r.mfu_with_attention),
        ]
    });
    let head = [
        M::ColModel,
        M::ColParams,
        M::ColBatchTokens,
        M::ColTokensPerS,
        M::ColMfu,
        M::ColMfuAttention,
    ];
    blocks.push(table(&head, lang, rows.collect()));

    blocks.push(heading(3, "h200-decode", M::Decode.text(lang)));
    blocks.push(about(&m.decode.about, &m.decode.about_zh));
    let rows = m.decode.step.iter().map(|s| {
        vec![s.batch.to_string(), plain(s.ms), whole(s.tokens_per_s), plain(s.kv_cache_gb)]
    });
    let head = [M::ColBatch, M::ColMsPerStep, M::ColTokensPerS, M::ColKvCache];
    blocks.push(table(&head, lang, rows.collect()));
    let bound =
        bandwidth.and_then(|spec| Some((m.decode_bound_ms(spec)?, m.decode_batch_1()?, spec)));
    if let Some((bound, step, spec)) = bound {
        let figures = [
            fixed(m.decode.weights_gb, 1),
            plain(step.kv_cache_gb),
            whole(spec),
            fixed(bound, 2),
            plain(step.ms),
            fixed(bound / step.ms, 2),
            plain(m.decode.eager_ms),
        ];
        blocks.push(paragraph(decode_bound_line(lang, figures.each_ref().map(String::as_str))));
    }

    blocks.push(heading(3, "h200-prefill", M::Prefill.text(lang)));
    blocks.push(about(&m.prefill.about, &m.prefill.about_zh));
    let bf16 = gpu.and_then(|g| Precision::Bf16.spec(g));
    let rows = m.prefill.run.iter().map(|r| {
        let tflops = m.prefill_tflops(r);
        vec![
            count(u64::from(r.tokens)),
            whole(r.tokens_per_s),
            fixed(tflops, 1),
            share(tflops, bf16),
        ]
    });
    let head = [M::ColPromptTokens, M::ColTokensPerS, M::ColPrefillTflops, M::ColBf16Share];
    blocks.push(table(&head, lang, rows.collect()));
    Document { title: M::OwnMeasurements.text(lang).to_owned(), blocks }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_read_in_both_languages_and_keep_their_figures() {
        assert_eq!(crate::both(|lang| billions(lang, 1.41)), ["1.41 B", "14.1 亿"]);
        assert_eq!(billions(Lang::Zh, 0.41), "4.1 亿");
        assert_eq!(billions(Lang::En, 7.0), "7 B");
        assert_eq!(
            (plain(1463.7), plain(17.2), whole(145_614.0)),
            ("1,463.7".into(), "17.2".into(), "145,614".into())
        );
        let figures = ["15.0", "0.13", "4,800", "3.15", "4.57", "0.69", "5.83"];
        let line = |lang| decode_bound_line(lang, figures);
        crate::check_texts("decode", &line(Lang::En), &line(Lang::Zh));
        for figure in figures {
            assert!(line(Lang::En).contains(figure) && line(Lang::Zh).contains(figure), "{figure}");
        }
        let bw = |lang| bandwidth_line(lang, "4,267", "4,800", "0.89");
        crate::check_texts("bandwidth", &bw(Lang::En), &bw(Lang::Zh));
        let on = |lang| measured_on(lang, "2026-11-29");
        crate::check_texts("date", &on(Lang::En), &on(Lang::Zh));
        let shape = |lang| layers_width(lang, 24, 2048);
        crate::check_texts("shape", &shape(Lang::En), &shape(Lang::Zh));
        // The rendered sentences.
        assert_eq!(billions(Lang::En, 0.41), "410 M");
        assert_eq!(crate::both(shape), ["24 layers, width 2048", "24 层，宽度 2048"]);
        assert_eq!(on(Lang::En), "Measured on 2026-11-29.");
        assert_eq!(measured_on(Lang::Zh, "2026年11月29日"), "测量日期：2026年11月29日。");
        assert_eq!(
            crate::both(bw),
            [
                "Measured: 4,267 GB/s, 0.89 of the 4,800 GB/s figure.",
                "实测 4,267 GB/s，是规格值 4,800 GB/s 的 0.89 倍。"
            ]
        );
        assert_eq!(
            line(Lang::En),
            "At batch 1 a step cannot be quicker than reading the weights and the cache once: (15.0 + 0.13) GB ÷ 4,800 GB/s = 3.15 ms. The measured 4.57 ms runs at 0.69 of that bound; without the CUDA graph, eager PyTorch took 5.83 ms."
        );
        assert!(
            line(Lang::Zh)
                .starts_with("批大小为 1 时，每个解码步骤至少要把权重和 KV 缓存各读一遍：")
        );
        assert_eq!((fixed(1_463.66, 1), whole(53_688.4)), ("1,463.7".into(), "53,688".into()));
    }
}
