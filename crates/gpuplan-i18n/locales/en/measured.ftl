### The measurements' headings and columns.

# The heading of the project's own measurements.
own-measurements = Our own measurements

# Dense matrix products.
matmul = Dense matrix multiply

# A memory copy.
bandwidth = Memory bandwidth

# Training steps.
training = Training

# Decode steps.
decode = Decode

# Prefill passes.
prefill = Prefill

# Column: a precision.
col-precision = Precision

# Column: the measured rate.
col-measured-tflops = Measured TFLOP/s

# Column: the accelerator's dense figure.
col-spec-tflops = Dense figure, TFLOP/s

# Column: the measured rate over the figure.
col-share = Share of the figure

# Column: the model trained.
col-model = Model

# Column: the model's parameters.
col-params = Parameters

# Column: sequences × tokens per step.
col-batch-tokens = Batch (sequences × tokens)

# Column: sequences per step.
col-batch = Batch

# Column: tokens per second.
col-tokens-per-s = Tokens/s

# Column: MFU at 6·N FLOPs per token.
col-mfu = MFU, 6·N

# Column: MFU with the attention's FLOPs.
col-mfu-attention = MFU, with attention

# Column: milliseconds per decode step.
col-ms-per-step = ms per step

# Column: the key/value cache held.
col-kv-cache = KV cache, GB

# Column: prompt tokens.
col-prompt-tokens = Prompt tokens

# Column: the prefill's arithmetic rate.
col-prefill-tflops = TFLOP/s at 2·N per token

# Column: that rate over the dense BF16 figure.
col-bf16-share = Share of dense BF16

## Sentences with figures

# The measurements' date line; $date is written for the language.
measured-on = Measured on { $date }.

# The measured copy rate ($gbs, GB/s) against the accelerator's figure ($spec, GB/s): $share is
# the measured rate over the figure, a plain ratio such as 0.89.
bandwidth-line = Measured: { $gbs } GB/s, { $share } of the { $spec } GB/s figure.

# The decode step at batch 1 against the time to read the weights ($weights, GB) and the cache
# ($kv, GB) once at the figure's bandwidth ($spec, GB/s): that bound ($bound, ms), the step
# measured ($ms), the bound over the step ($share, a plain ratio) and the step without the CUDA
# graph ($eager, ms).
decode-bound-line = At batch 1 a step cannot be quicker than reading the weights and the cache once: ({ $weights } + { $kv }) GB ÷ { $spec } GB/s = { $bound } ms. The measured { $ms } ms runs at { $share } of that bound; without the CUDA graph, eager PyTorch took { $eager } ms.

# A trained model's shape: its layers and width.
layers-width = { $layers } layers, width { $width }
