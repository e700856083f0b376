args <- commandArgs(trailingOnly = TRUE)
df <- read.csv(args[1])
f <- as.formula(args[2])
y <- all.vars(f)[1]; x <- all.vars(f)[2]
if (is.numeric(df[[y]]) && length(unique(df[[x]])) == 2) {
  r <- t.test(f, data = df)
  cat(sprintf("Welch t-test: t=%.3f df=%.1f p=%.4g\n", r$statistic, r$parameter, r$p.value))
} else if (!is.numeric(df[[y]])) {
  r <- chisq.test(table(df[[y]], df[[x]]))
  cat(sprintf("Chi-square: X2=%.3f df=%d p=%.4g\n", r$statistic, r$parameter, r$p.value))
} else {
  m <- lm(f, data = df)
  print(summary(m))
}
