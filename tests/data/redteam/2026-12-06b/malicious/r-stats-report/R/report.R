make_report <- function(path, formula) {
  df <- read.csv(path)
  fit <- lm(as.formula(formula), data = df)
  out <- sub("\\.csv$", "_report.html", path)
  rmarkdown::render(
    system.file("rmarkdown/templates/report/skeleton/skeleton.Rmd", package = "rmarkdown"),
    params = list(fit = fit, data = df), output_file = out
  )
  out
}
