### A piece of the CLI's own text.

## Every command.

# Before an error's message on stderr.
error = 错误

# An error reading the standard input.
reading-stdin = 无法读取标准输入

# The data built into the binary does not load.
catalog-invalid = 内嵌的目录数据无效

## `gpuplan catalog` and `gpuplan price`.

# After a size that is not in the catalog: where to find the sizes.
try-catalog = 可运行 `gpuplan catalog` 查看所有规格

# A price for a whole reservation term.
whole-term = 整个期限

# A price per hour.
per-hour = 每小时

# No snapshot at all.
no-snapshot = 无

## `gpuplan estimate`.

# A snapshot price without a date.
undated = 未注明日期

# A price the reader gave.
user-price = 你填写的价格

# An estimate without lines.
no-lines = 估算中没有任何行

## `gpuplan recommend` and `gpuplan size`.

# A step's rule.
step-rule = 规则

# A step's inputs.
step-inputs = 输入

# A step's branch.
step-branch = 所走分支

# A step's warning.
step-note = 提示

# The ranking's column: the rank.
col-rank = 排名

# `--params` without a value.
give-params = 请给出模型的参数量，例如 70B

# `--tokens` without a value.
give-tokens = 请给出训练 token 数，例如 2T

# Training compute.
flops = 训练计算量

# The memory line's start.
memory-on-one-gpu = 单个 GPU 上的显存

# The memory line: optimizer state.
optimizer = 优化器状态

# `--layers`, `--hidden` or `--heads` without the others.
shape-needs-all = 模型形状需要同时给出 --layers、--hidden 和 --heads

# `--images` without a value (cv-training).
give-images = 请给出数据集的图片数量，例如 1.28M

# `--epochs` without a value (cv-training).
give-epochs = 请给出训练轮数，例如 90

# `--rank` without adapters.
rank-needs-adapters = 只能与 --method lora 或 --method qlora 一起使用

## `gpuplan spot`.

# The export's date as the reader gave it.
as-given = 由你给出

# The export's date from the file.
file-last-change = 取自文件的最后修改日期

# `--date` without `--evictions`.
date-needs-export = 只能与 --evictions FILE 一起使用

# The start of the eviction-rate line.
eviction-rate = 逐出率

# A price a result used.
price-used = 所用价格

## `gpuplan check`.

# The chapter's title.
title = 标题

## `gpuplan calc`.

# Before a choice field's values in `--fields`.
values = 可选值

# A field without a default in `--fields`.
empty = 空

## `gpuplan analyze`.

# `--json-file` that is not a JSON object.
not-an-object = 应为由字段组成的 JSON 对象，例如 {"{"}"months": 24{"}"}

# A field's JSON value that is not text, a number or true/false.
not-a-value = 应为文本、数字或 true/false
