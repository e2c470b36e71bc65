### A fixed piece of the text of the core's field errors and notices, worded for the reader.

# Beside a field: it is empty and needed.
needed = 必须填写

# Beside a percentage field: not a percentage.
not-a-percentage = 不是有效的百分比，例如 5%

# Beside a percentage field: negative or not finite.
negative-percentage = 必须是不小于 0% 的百分比

# Beside a duration field: not a duration.
not-a-duration = 不是有效的时长，例如 10min、2 小时或 3 天

# Beside a duration field: negative or not finite.
negative-duration = 时长不能为负数

# Beside an amount field: not an amount of dollars.
not-an-amount = 不是有效的金额，例如 1,200.50

# Beside a field (amounts, sizing and estimate figures): below zero.
negative = 不能为负数

# Beside an estimate figure: not a number with an optional unit.
not-a-number-such-as = 不是有效的数字，例如 1,200、50k 或 5万

# Beside a field: too large once its unit is applied, or to compute with.
too-large = 数值过大

# Beside a field: zero where more is needed.
zero = 必须大于零

# Beside the model FLOPs utilisation: 0%.
zero-percent = 必须大于 0%

# Beside the size: the catalog does not say which GPU it has.
no-gpu = 目录中没有注明此规格使用哪种 GPU

# Beside the size (training): a fraction of a GPU.
fractional-gpu = 训练需要完整的 GPU，而此规格只有部分 GPU

# Beside the size (training): the unsharded state does not fit.
state-does-not-fit = 即使分布到多个 GPU 上，模型未分片的状态仍超出单个 GPU 的显存：请增加分片，或选择显存更大的 GPU

# Beside the parameters (inference): no plan can serve the model.
cannot-serve = 无论使用多少个这种 GPU，都放不下模型及其缓存

# Beside a field: the cost overflows.
cost-too-large = 费用过大，无法计算

# Beside the hardware price (buy or rent): none in the catalog.
no-street-price = 目录中没有这些 GPU 的市场价格：请填写你的价格

# Beside the power draw (buy or rent): no TDP in the catalog.
no-tdp = 目录中没有这些 GPU 的 TDP：请填写功耗

# Beside the mixed fleet's daily profile: too few or too many values.
profile-length = 请填写 1 到 24 个每小时的值，用逗号分隔

# Beside an estimate line's pricing model.
not-a-pricing-model = 不是有效的定价模式

# Beside a sizing or estimate figure: NaN.
not-a-number = 不是数字

# Beside a sizing percentage.
percent0-to100 = 必须在 0 到 100 之间

# Beside a training job's precision.
training-precision = 训练须使用 bf16、fp16 或 fp8

# Beside a vision job: neither a preset nor its multiply-adds.
preset-or-gmacs = 请提供模型预设或前向计算量（forward_gmacs）

# Beside an estimate's disk line: neither a tier nor a size.
tier-or-size = 请提供层级或容量（size_gib）

# Beside a mixed fleet's demand (the cost engine).
demand-length = 请提供 1 到 1,000,000 个每小时的值

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
