### A fixed piece of the text of the core's field errors and notices, worded for the reader.

# Beside a field: it is empty and needed.
needed = 请填写此项

# Beside a percentage field: not a percentage.
not-a-percentage = 不是有效的百分比，例如 5%

# Beside a percentage field: negative or not finite.
negative-percentage = 百分比不能小于 0%

# Beside a duration field: not a duration.
not-a-duration = 不是有效的时长，例如 10 分钟、2 小时或 3 天

# Beside a duration field: negative or not finite.
negative-duration = 时长不能为负数

# Beside an amount field: not an amount of dollars.
not-an-amount = 不是有效的金额，例如 1,200.50 或 3万

# Beside a field (amounts, sizing and estimate figures): below zero.
negative = 不能为负数

# Beside an estimate figure: not a number with an optional unit.
not-a-number-such-as = 不是有效的数字，例如 1,200 或 5万

# Beside a field: too large once its unit is applied, or to compute with.
too-large = 数值过大

# Beside a field: zero where more is needed.
zero = 必须大于 0

# Beside the model FLOPs utilisation: 0%.
zero-percent = 必须大于 0%

# Beside the size: the catalog does not say which GPU it has.
no-gpu = 目录未注明此规格配备的 GPU 型号

# Beside the size (training): a fraction of a GPU.
fractional-gpu = 训练需要完整的 GPU，而此规格只提供部分 GPU

# Beside the size (training): the unsharded state does not fit.
state-does-not-fit = 即使分布到多个 GPU 上，模型未分片的状态仍放不进单个 GPU 的显存：请增加分片，或选择显存更大的 GPU

# Beside the parameters (inference): no plan can serve the model.
cannot-serve = 无论用多少个这种 GPU，都放不下模型及其 KV 缓存

# Beside a field: the cost overflows.
cost-too-large = 费用过大，无法计算

# Beside the hardware price (buy or rent): none in the catalog.
no-street-price = 目录中没有这些 GPU 的市场价：请填写你的采购价

# Beside the power draw (buy or rent): no TDP in the catalog.
no-tdp = 目录中没有这些 GPU 的 TDP：请填写功耗

# Beside the mixed fleet's daily profile: too few or too many values.
profile-length = 请填写 1 到 24 个逐小时的值，用逗号分隔

# Beside an estimate line's pricing model.
not-a-pricing-model = 不是有效的计费方式

# Beside a sizing or estimate figure: NaN.
not-a-number = 不是有效的数字

# Beside a sizing percentage.
percent0-to100 = 必须在 0 到 100 之间

# Beside a training job's precision.
training-precision = 训练只支持 bf16、fp16 或 fp8

# Beside a vision job: neither a preset nor its multiply-adds.
preset-or-gmacs = 请填写模型预设或前向计算量（forward_gmacs）

# Beside an estimate's disk line: neither a tier nor a size.
tier-or-size = 请填写层级（tier）或容量（size_gib）

# Beside a mixed fleet's demand (the cost engine).
demand-length = 请填写 1 到 1,000,000 个逐小时的值

# Beside the eviction rate: the expected wall time overflows.
wall-time-overflows = 按此逐出率，预期耗时会溢出：作业永远无法完成

# Beside the eviction rate: the expected wall time is too long to price.
wall-time-too-long = 预期耗时过长，无法计价

# Beside the eviction export: nothing but white space.
export-empty = 导出文件为空

# Beside the eviction export: a header and nothing else.
export-no-rows = 导出文件中没有数据行

# A catalog address parameter that is not percent-encoded UTF-8.
not-percent-encoded = 不是有效的百分号编码 UTF-8 文本

# A catalog address parameter the page does not have.
unknown-parameter = 不是此页面的参数

# A calculator notice's field when its label is unknown.
a-field = 某个字段

# A calculator's notices about its saved state start with this.
saved-state = 已保存的设置

# A calculator's notices about its address start with this.
address = 网址

## Punctuation: between a field and its problem, and between two fields' problems.

# Between a field's name or label and its problem: "months: is needed".
colon = ：

# Between two fields' problems on one line.
problem-sep = ；

# A field's problem after its name.
# $field: the field's name or path ("lines[2].count"); $problem: what is wrong with it.
field-problem = { $field }：{ $problem }

# A reader's text, quoted.
# $text: the text, with control characters written as escapes.
quoted = “{ $text }”

# The last choice of a list of choices.
# $rest: the choices before the last, listed; $last: the last choice.
one-of = { $rest } 或 { $last }

## Pricing models as an error sentence names them: by the code the forms and the CLI take in
## English, by the model's name in Chinese.

# Pay-as-you-go, in a sentence.
sentence-payg = 即用即付

# Spot, in a sentence.
sentence-spot = Spot 虚拟机

# Low priority, in a sentence.
sentence-low-priority = 低优先级

# The 1-year savings plan, in a sentence.
sentence-savings-plan1y = 1 年期节省计划

# The 3-year savings plan, in a sentence.
sentence-savings-plan3y = 3 年期节省计划

# The 1-year reservation, in a sentence.
sentence-reservation1y = 1 年期预留实例

# The 3-year reservation, in a sentence.
sentence-reservation3y = 3 年期预留实例

# Dev/Test pricing, in a sentence.
sentence-dev-test = 开发/测试定价

## A field's problems.

# Beside a size: not in the catalog.
# $size: what the reader gave, quoted.
unknown-size = { $size }不是目录中的规格

# Beside a region: not in the catalog.
# $region: what the reader gave, quoted.
unknown-region = { $region }不是目录中的区域

# Beside a choice whose value is not one of the choices.
# $values: the choices' values, listed.
not-one-of-choices = 请从列表中选择（可选值：{ $values }）

# Beside the size: its GPU has no BF16 or FP8 figure.
# $gpu: the GPU.
no-figure-bf16-fp8 = 目录中没有 { $gpu } 的 BF16 或 FP8 算力数据

# Beside the size: its GPU has no BF16 or FP16 figure.
# $gpu: the GPU.
no-figure-bf16-fp16 = 目录中没有 { $gpu } 的 BF16 或 FP16 算力数据

# Beside the size: its GPU lacks a memory bandwidth or an FP16 figure.
# $gpu: the GPU.
no-figure-bandwidth-fp16 = 目录中缺少 { $gpu } 的显存带宽或 FP16 算力数据

# Beside the VM count (training): too few VMs hold the model's state.
# $fewest: the fewest VMs of the size that do.
too-few-vms = 模型状态至少需要 { $fewest } 台此规格的虚拟机

# Beside the size (inference): a fraction of a GPU is too small for the model.
# $gpus: the size's fraction of a GPU ("1/3").
partition-too-small = 模型及其 KV 缓存所需的显存超过此规格的 { $gpus } 个 GPU：请选择配有完整 GPU 的规格

# Beside the size (inference): a replica needs more GPUs than one VM has, and cannot span VMs.
# $gpus: the GPUs a replica needs; $per_vm: the GPUs of one VM.
spans-vms = 一个副本需要 { $gpus } 个 GPU，而此规格每台虚拟机只有 { $per_vm } 个；没有 InfiniBand 时，副本无法跨虚拟机部署：请选择每台虚拟机 GPU 更多的规格

# Beside the size (inference): no tensor-parallel degree divides the attention heads.
# $heads: the model's attention heads; $gpus: the GPUs a replica needs; $per_vm: the GPUs of one VM.
heads-not-divisible = 一个副本需要 { $gpus } 个 GPU，但 { $gpus } 到 { $per_vm } 之间没有能整除模型注意力头数（{ $heads }）的张量并行度

# Beside the size or region: no rental price of any model.
# $size: the size; $region: the region (sentence-style, see catalog's region-ref-*).
no-prices = 快照中暂无此规格在该区域的任何价格：{ $size }，{ $region }

# Beside the pricing model: the snapshot lacks that price; the newest snapshot there is known.
# $model: the pricing model (sentence-*); $size: the size; $region: the region; $date: the
# newest snapshot's date.
not-in-snapshot-dated = 快照中暂无此价格：{ $size }，{ $region }，{ $model }；该区域最新快照为 { $date }

# Beside the pricing model: the snapshot lacks that price.
# $model: the pricing model (sentence-*); $size: the size; $region: the region.
not-in-snapshot = 快照中暂无此价格：{ $size }，{ $region }，{ $model }

# Beside the pricing model: the snapshot's price has ended.
# $model: the pricing model (sentence-*); $size: the size; $region: the region; $date: its
# last day.
price-ended = 此价格已于 { $date }失效，不再是现行价格：{ $size }，{ $region }，{ $model }

# Beside the region (cost governance): no storage prices there.
# $region: the region.
no-storage-prices = 暂无此区域的 Blob 存储或快照价格：{ $region }，请选择其他区域

# Beside the mixed fleet's daily profile: a value that is not a VM count.
# $value: the value, quoted.
not-a-vm-count = { $value }不是有效的虚拟机数量（0 到 10,000 的整数）

# Beside an estimate line: an unknown kind of line.
# $value: the kind given, quoted.
not-a-line-kind = { $value }不是有效的明细类型

# Beside the currency: not a currency code.
# $value: what was given, quoted.
not-a-currency = { $value }不是有效的货币代码（如 USD、EUR）

# Beside a date: not a date.
# $value: what was given, quoted.
not-a-date = { $value }不是 YYYY-MM-DD 格式的日期

## The reader's problems with a field's text.

# Beside a field: below its least value.
# $min: the least value, as readers type it.
at-least = 不能小于 { $min }

# Beside a field: above its largest value.
# $max: the largest value, as readers type it.
at-most = 不能大于 { $max }

# Beside a percentage: above its largest value.
# $max: the largest percentage.
percent-at-most = 不能大于 { $max }%

# Beside a duration: longer than its longest.
# $max: the most hours.
hours-at-most = 不能超过 { $max } 小时

# Beside an amount of dollars: above its largest.
# $max: the largest amount.
amount-at-most = 不能超过 { $max }

# Beside a count field: not a count.
# $value: what was given, quoted.
not-a-quantity = { $value }不是有效的数量，例如 700亿、2万亿或 8000

# Beside a count field: not finite, or negative.
# $value: what was given, quoted.
not-finite = { $value }不是有效的数值，请输入不小于 0 的数

## The sizing and cost engines' problems with their JSON inputs.

# A JSON input that does not parse.
# $detail: the parser's message (English).
json-unreadable = 无法读取 JSON：{ $detail }

# A figure above its largest.
# $max: the largest.
larger-than = 不能大于 { $max }

# A vision job naming an unknown preset.
# $name: the name, quoted.
no-preset = 没有名为{ $name }的预设

# A job naming an unknown region.
# $name: the name, quoted.
no-region = 没有名为{ $name }的区域

# A figure outside its range.
# $min, $max: the range.
out-of-range = 必须在 { $min } 到 { $max } 之间

# A cost input's unknown version.
# $version: the version given.
unsupported-version = 不支持版本 { $version }（应为 1）

# A currency conversion without its rate.
# $currency: the currency's code.
needs-rate = 换算为 { $currency } 需要提供汇率（每 1 美元合多少 { $currency }）

# A cost line's size that is not in the catalog.
# $size: the size, quoted.
no-size-in-catalog = 目录中没有规格{ $size }

# A cost line's region that is not in the catalog.
# $region: the region, quoted.
no-region-in-catalog = 目录中没有区域{ $region }

# A value that is not one of its choices.
# $value: the value, quoted; $options: the choices (one-of).
not-one-of = { $value }不是有效值，应为 { $options }

# A disk tier its family does not have.
# $family: the disk family; $tier: the tier, quoted.
no-disk-tier = { $family } 没有{ $tier }这一层级

# A disk given by size where only tiers are known.
# $family: the disk family.
tier-needed = 数据没有给出 { $family } 每个层级的容量：请填写层级（tier），而不是容量（size_gib）

# A cost line whose snapshot price has ended.
# $date: its last day.
cost-price-ended = 快照中的此价格已于 { $date }失效；请自行填写价格（user_price）

# A cost line whose price is not in the snapshot; the newest snapshot searched is known.
# $date: that snapshot's date.
cost-not-in-snapshot-dated = 价格快照中暂无此价格（查找的最新快照：{ $date }）；请自行填写价格（user_price）

# A cost line whose price is not in the snapshot.
cost-not-in-snapshot = 价格快照中暂无此价格；请自行填写价格（user_price）

# A cost line whose price the data lacks.
# $what: what the data lacks (missing-*).
not-in-data = 数据中暂无{ $what }；请自行填写价格（user_price）

# What the data lacks: Premium SSD v2 prices in a region.
# $region: the region (sentence-style).
missing-premium-ssd-v2 = { $region }的 Premium SSD v2 价格

# What the data lacks: a disk tier's price in a region.
# $family: the disk family; $tier: the tier; $region: the region.
missing-disk = { $region }的 { $family } { $tier } 价格

# What the data lacks: a Blob tier's price in a region.
# $tier: the tier; $region: the region.
missing-blob = { $region }的 Blob { $tier } 价格

# What the data lacks: snapshot prices in a region.
# $family: the disk family; $region: the region.
missing-snapshots = { $region }的 { $family } 快照价格

# What the data lacks: egress prices from a region.
# $routing: the routing ("microsoft", "internet"); $region: the region.
missing-egress = 从{ $region }经 { $routing } 路由的出站数据传输价格

# What the data lacks: an egress band.
# $gb: the band's lower bound in GB; $table: the rate table.
missing-egress-band = 出站数据传输费率表 { $table } 中超过 { $gb } GB 这一档的价格

# What the data lacks: transfer between two regions.
# $from, $to: the regions.
missing-transfer = 从{ $from }到{ $to }的数据传输价格（目前只有同一大洲内的费率）

# A demand above what an hour can hold.
# $max: the most units in an hour.
units-an-hour = 不能超过每小时 { $max } 个单位

# A cost too large for a decimal.
too-large-to-price = 数值过大，无法计价

# A disk larger than the largest tier.
larger-than-largest-tier = 超过了最大层级的容量

## The Spot calculator's eviction export.

-filter = （请在查询中只保留你需要的区域或规格）

# The export is too large to read.
# $bytes: its size in bytes; $max: the most bytes read.
export-too-large = 导出文件有 { $bytes } 字节，最多只读取 { $max } 字节{ -filter }

# The export has too many rows.
# $max: the most rows read.
export-too-many-rows = 导出文件超过 { $max } 行{ -filter }

# The export is a binary file.
# $at: the byte where a NUL is.
export-binary = 导出文件含有二进制数据（第 { $at } 字节为 NUL）；请选择 JSON 或 CSV 文件

# The export is not UTF-8.
# $at: the first invalid byte.
export-not-utf8 = 导出文件不是 UTF-8 文本（第 { $at } 字节无效）

# The export's JSON does not parse.
# $line, $column: where.
json-unparsable = 无法解析 JSON：第 { $line } 行第 { $column } 列有误

# The export's JSON is not rows.
# $found: what it is instead (json-* or shape-*).
json-shape = JSON 顶层是{ $found }；应为由行组成的数组，或含有 "data" 数组的对象

# A JSON value that is null.
json-null = 空值（null）

# A JSON value that is true or false.
json-bool = 布尔值

# A JSON number.
json-number = 数字

# A JSON string.
json-text = 文本

# A JSON array.
json-array = 数组

# A JSON object.
json-object = 对象

# The export's JSON: an object without "data".
shape-no-data = 一个不含 "data" 的对象

# The export's JSON: an object whose "data" is a table, as Azure Resource Graph writes it
# unless asked for objects.
shape-data-is-table = 一个 "data" 为表格的对象（请改用 resultFormat objectArray）

# The export's JSON: an object whose "data" is not an array.
shape-data-not-array = 一个 "data" 不是数组的对象

# The export's CSV does not parse.
# $line: where; $reason: why (csv-*).
csv-unparsable = 无法解析 CSV：第 { $line } 行{ $reason }

# Why a CSV line does not parse: not UTF-8.
csv-not-utf8 = 不是 UTF-8 文本

# Why a CSV line does not parse: a malformed record.
csv-malformed = 记录格式有误

# The CSV header lacks a column.
# $field: the column; $found: the header as read.
csv-missing-column = CSV 表头缺少 { $field } 列（实际表头：{ $found }）

# Where a row is, with its line in the file.
# $row: the row's number; $line: its line.
row-number-line = 第 { $row } 行（文件第 { $line } 行）

# Where a row is.
# $row: the row's number.
row-number = 第 { $row } 行

# A row that is not an object with the three fields.
# $at: where (row-number*); $found: what it is (json-*).
not-a-row = { $at }：是{ $found }，而不是包含 skuName、location 和 spotEvictionRate 的行

# A row without one of its fields.
# $at: where; $field: the field.
row-field-missing = { $at }：{ $field } 缺失或为空

# A row field that is not text.
# $at: where; $field: the field; $found: what it is (json-*).
not-text = { $at }：{ $field } 是{ $found }，而不是文本

# A row field that is not a name.
# $at: where; $field: the field; $value: the value, quoted.
bad-name = { $at }：{ $field } { $value }不是有效的名称（太长，或含有控制字符）

# A row whose eviction band is not one of Azure's.
# $at: where; $value: the band given, quoted.
unknown-band = { $at }：spotEvictionRate { $value }不是 0-5、5-10、10-15、15-20、20+ 之一

# A row giving a second band for a size and region.
# $at: where; $sku: the size; $location: the region; $first: the band given first; $first_row:
# where it was given.
band-conflict = { $at }：{ $sku } 在{ $location }的逐出率区间已在第 { $first_row } 行给出（{ $first }）

## Notices about a calculator's saved state or address.

# A value cut to the longest kept.
# $label: the field's label; $max: the most characters kept.
value-cut = { $label }：值超过 { $max } 个字符，已截断

# A key that is not a field of the calculator.
# $key: the key.
unknown-field = “{ $key }”不是此计算器的字段，已忽略

# A notice with where it comes from.
# $prefix: where (saved-state, address); $notice: the notice.
prefixed = { $prefix }：{ $notice }。

## Why a catalog address parameter was ignored, after the parameter's name.

# The query is too long.
# $max: the most characters read.
query-too-long = 超过 { $max } 个字符，已改用默认设置

# A GPU filter naming no accelerator.
# $value: the value, quoted.
no-accelerator = 没有名为{ $value }的加速器

# A memory filter that is not a number of GB.
# $value: the value, quoted; $max: the most GB.
not-gb = { $value }不是 0 到 { $max } 之间的 GB 数值

# A GPU count filter that is not a count.
# $value: the value, quoted; $max: the most GPUs.
not-gpu-count = { $value }不是 0 到 { $max } 之间的 GPU 数量

# A sort column that is not a column.
# $value: the value, quoted.
not-a-column = { $value }不是表格中的列

# Too many sizes to compare.
# $max: the most compared.
too-many-to-compare = 最多只能比较 { $max } 种规格

## A reader's own price file (the core's `catalog::own`).

# Where in the file: a line.
# $n: the line.
own-line = 第 { $n } 行

# Where in the file: an item of an API page.
# $page: the page in the file; $item: the item's index in its Items array, from 0.
own-item = 第 { $page } 页的 Items[{ $item }]

# The file is nothing but white space.
own-empty = 文件是空的

# The file is too large to read.
# $bytes: its size; $max: the most bytes read.
own-too-large = 文件有 { $bytes } 字节，最多只读取 { $max } 字节

# The file is binary.
# $at: the byte where a NUL is.
own-binary = 文件含有二进制数据（第 { $at } 字节为 NUL）

# The file is not UTF-8.
# $at: the first invalid byte.
own-not-utf8 = 文件不是 UTF-8 文本（第 { $at } 字节无效）

# The file is none of the kinds read.
own-unrecognised = 无法识别这个文件：它既不是零售价格 API 的 JSON，也不是每行一条的价格记录，也不是价目表

# A value that is neither an API item nor a price record.
# $at: where (own-line or own-item).
own-shape = { $at }：既不是 API 条目，也不是价格记录

# A field the importer refuses.
# $at: where; $field: the field or column as the file names it.
own-field = { $at }：字段 { $field } 无效

# A field the importer refuses, with its value.
# $at: where; $field: the field or column; $value: its text, quoted.
own-field-value = { $at }：字段 { $field } 的值 { $value } 无效

# A CSV record that does not parse.
# $line: where.
own-csv = 无法解析 CSV：第 { $line } 行有误

# A price sheet's cell that starts like a spreadsheet formula.
# $at: where; $column: the column as the sheet names it.
own-formula = { $at }：{ $column } 列的单元格以电子表格公式的符号开头

# A price record for a size the catalog lacks.
# $at: where; $size: the size, quoted.
own-unknown-size = { $at }：规格目录中没有 { $size } 这个规格

# More prices than are kept.
# $max: the most prices kept.
own-too-many-prices = 文件中的价格超过 { $max } 条

# Nothing in the file prices a size of the catalog.
# $skipped: how many items were left out.
own-no-prices = 文件中没有任何价格属于规格目录中的规格（已略过 { $skipped } 条）

# Items left out of a reader's file, by reason, with their count.
# $count: how many.
own-skip-not-a-catalog-size = 不是规格目录中的规格：{ $count } 条
own-skip-other-currency = 不以美元计价：{ $count } 条
own-skip-not-in-force = 在文件日期当天未生效：{ $count } 条
own-skip-other-model = 本工具不计算的计费方式：{ $count } 条
own-skip-other-region = 所在区域不在规格目录中：{ $count } 条
own-skip-other-offer = 属于价目表主要套餐以外的其他套餐：{ $count } 条
