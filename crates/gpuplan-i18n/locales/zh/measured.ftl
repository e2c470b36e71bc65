### The measurements' headings and columns.

# The heading of the project's own measurements.
own-measurements = 本项目的实测数据

# Dense matrix products.
matmul = 稠密矩阵乘法

# A memory copy.
bandwidth = 显存带宽

# Training steps.
training = 训练

# Decode steps.
decode = 解码

# Prefill passes.
prefill = 预填充

# Column: a precision.
col-precision = 精度

# Column: the measured rate.
col-measured-tflops = 实测 TFLOP/s

# Column: the accelerator's dense figure.
col-spec-tflops = 稠密算力规格值（TFLOP/s）

# Column: the measured rate over the figure.
col-share = 占规格值的比例

# Column: the model trained.
col-model = 模型

# Column: the model's parameters.
col-params = 参数量

# Column: sequences × tokens per step.
col-batch-tokens = 批次（序列数 × 每序列 token 数）

# Column: sequences per step.
col-batch = 批大小

# Column: tokens per second.
col-tokens-per-s = 每秒 token 数

# Column: MFU at 6·N FLOPs per token.
col-mfu = MFU（6·N）

# Column: MFU with the attention's FLOPs.
col-mfu-attention = MFU（含注意力）

# Column: milliseconds per decode step.
col-ms-per-step = 每步耗时（ms）

# Column: the key/value cache held.
col-kv-cache = KV 缓存（GB）

# Column: prompt tokens.
col-prompt-tokens = 提示词 token 数

# Column: the prefill's arithmetic rate.
col-prefill-tflops = TFLOP/s（按每个 token 2·N 计）

# Column: that rate over the dense BF16 figure.
col-bf16-share = 占稠密 BF16 规格值的比例

## Sentences with figures

# The measurements' date line.
measured-on = 测量日期：{ $date }。

# The measured copy rate against the accelerator's figure.
bandwidth-line = 实测 { $gbs } GB/s，是规格值 { $spec } GB/s 的 { $share } 倍。

# The decode step at batch 1 against the time to read the weights and the cache once.
decode-bound-line = 批大小为 1 时，每个解码步骤至少要把权重和 KV 缓存各读一遍：({ $weights } + { $kv }) GB ÷ { $spec } GB/s = { $bound } ms。实测每步 { $ms } ms，速度是这一上限的 { $share } 倍；不用 CUDA 图、直接以 PyTorch 动态图模式运行时每步 { $eager } ms。

# A trained model's shape.
layers-width = { $layers } 层，宽度 { $width }
