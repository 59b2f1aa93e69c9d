"""The simulated balance, as the app shows it: the shipped table (balance_data), the start
screen's line (balance_note), the chart and the rules dialog's section (balance_chart)."""
