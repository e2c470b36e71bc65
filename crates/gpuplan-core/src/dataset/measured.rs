//! The project's own measurements on one GPU (`content/data/h200-measurements.toml`): what was run,
//! on what and when, in both languages, and the figures. The sources page shows them; the sizing
//! calibration of `models.toml` is taken from them.

use serde::{Deserialize, Serialize};

use crate::catalog::{Gpu, Spec, in_lang};
use crate::date::Date;
use crate::lang::Lang;

/// Measurements on one accelerator, on one day.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Measurements {
    /// The key of this dataset in `sources.toml`.
    pub source: String,
    /// The accelerator measured (an id of `gpus.toml`).
    pub gpu: String,
    /// The day of the measurements.
    pub date: Date,
    /// The machine, the software and how figures were taken.
    pub about: String,
    /// `about` in Chinese.
    pub about_zh: String,
    /// Dense matrix products.
    pub matmul: Matmul,
    /// A memory copy.
    pub bandwidth: Bandwidth,
    /// Training steps.
    pub training: Training,
    /// Decode steps.
    pub decode: Decode,
    /// Prefill passes.
    pub prefill: Prefill,
}

/// Dense matrix products.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Matmul {
    /// What was run.
    pub about: String,
    /// `about` in Chinese.
    pub about_zh: String,
    /// One figure per precision.
    pub run: Vec<MatmulRun>,
}

/// A precision of a dense matrix product, named as in `gpus.toml`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Precision {
    /// BF16.
    Bf16,
    /// FP16.
    Fp16,
    /// TF32.
    Tf32,
    /// FP32.
    Fp32,
    /// FP8.
    Fp8,
}

impl Precision {
    /// Its name as printed.
    pub fn label(self) -> &'static str {
        match self {
            Precision::Bf16 => "BF16",
            Precision::Fp16 => "FP16",
            Precision::Tf32 => "TF32",
            Precision::Fp32 => "FP32",
            Precision::Fp8 => "FP8",
        }
    }

    /// The accelerator's dense figure for it, TFLOP/s.
    pub fn spec(self, gpu: &Gpu) -> Option<f64> {
        let spec = match self {
            Precision::Bf16 => gpu.bf16,
            Precision::Fp16 => gpu.fp16,
            Precision::Tf32 => gpu.tf32,
            Precision::Fp32 => gpu.fp32,
            Precision::Fp8 => gpu.fp8,
        };
        match spec {
            Some(Spec::Value(v)) => Some(v),
            _ => None,
        }
    }
}

/// One dense matrix product.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatmulRun {
    /// Its precision.
    pub precision: Precision,
    /// Measured TFLOP/s.
    pub tflops: f64,
}

/// A memory copy.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bandwidth {
    /// What was run.
    pub about: String,
    /// `about` in Chinese.
    pub about_zh: String,
    /// Measured GB/s, bytes read plus bytes written.
    pub gbs: f64,
}

/// Training steps.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Training {
    /// What was run.
    pub about: String,
    /// `about` in Chinese.
    pub about_zh: String,
    /// One line per model.
    pub run: Vec<TrainingRun>,
}

/// Training one model.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrainingRun {
    /// Layers.
    pub layers: u32,
    /// Hidden width.
    pub width: u32,
    /// Parameters, billions.
    pub params_billion: f64,
    /// Sequences per step.
    pub batch: u32,
    /// Tokens per sequence.
    pub sequence: u32,
    /// Measured tokens per second.
    pub tokens_per_s: f64,
    /// MFU counting 6·N FLOPs per token.
    pub mfu: f64,
    /// MFU with the attention's 12·L·d·T FLOPs per token added.
    pub mfu_with_attention: f64,
}

/// Decode steps.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Decode {
    /// What was run.
    pub about: String,
    /// `about` in Chinese.
    pub about_zh: String,
    /// Weights read each step, GB.
    pub weights_gb: f64,
    /// Context per sequence, tokens.
    pub context: u32,
    /// One step at batch 1 in eager PyTorch (without the CUDA graph), ms.
    pub eager_ms: f64,
    /// One line per batch size.
    pub step: Vec<DecodeStep>,
}

/// One decode step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecodeStep {
    /// Sequences.
    pub batch: u32,
    /// Measured milliseconds per step.
    pub ms: f64,
    /// Measured tokens per second.
    pub tokens_per_s: f64,
    /// The key/value cache held, GB.
    pub kv_cache_gb: f64,
}

/// Prefill passes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prefill {
    /// What was run.
    pub about: String,
    /// `about` in Chinese.
    pub about_zh: String,
    /// One line per prompt length.
    pub run: Vec<PrefillRun>,
}

/// One prefill pass.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PrefillRun {
    /// Prompt tokens.
    pub tokens: u32,
    /// Measured tokens per second.
    pub tokens_per_s: f64,
}

impl Measurements {
    /// Every `about` with its Chinese sibling, by field name.
    pub fn texts(&self) -> [(&'static str, &str, &str); 6] {
        [
            ("about", &self.about, &self.about_zh),
            ("matmul.about", &self.matmul.about, &self.matmul.about_zh),
            ("bandwidth.about", &self.bandwidth.about, &self.bandwidth.about_zh),
            ("training.about", &self.training.about, &self.training.about_zh),
            ("decode.about", &self.decode.about, &self.decode.about_zh),
            ("prefill.about", &self.prefill.about, &self.prefill.about_zh),
        ]
    }

    /// The decode step at batch 1, if measured.
    pub fn decode_batch_1(&self) -> Option<&DecodeStep> {
        self.decode.step.iter().find(|s| s.batch == 1)
    }

    /// The shortest a decode step at batch 1 could take on `bandwidth_gbs`, ms: the weights and
    /// the key/value cache read once.
    pub fn decode_bound_ms(&self, bandwidth_gbs: f64) -> Option<f64> {
        let step = self.decode_batch_1()?;
        Some((self.decode.weights_gb + step.kv_cache_gb) / bandwidth_gbs * 1e3)
    }

    /// The parameters the decode and prefill model holds: its BF16 weights at 2 bytes each.
    pub fn inference_params(&self) -> f64 {
        self.decode.weights_gb * 1e9 / 2.0
    }

    /// A prefill pass's arithmetic rate, TFLOP/s, at 2·N FLOPs per token.
    pub fn prefill_tflops(&self, run: &PrefillRun) -> f64 {
        2.0 * self.inference_params() * run.tokens_per_s / 1e12
    }
}

/// A text of the measurements for a page in `lang`.
pub fn text_in<'a>(en: &'a str, zh: &'a str, lang: Lang) -> &'a str {
    in_lang(en, Some(zh), lang)
}
