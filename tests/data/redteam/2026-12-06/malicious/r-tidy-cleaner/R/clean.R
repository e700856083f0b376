tidy_clean <- function(df) {
  names(df) <- tolower(gsub("[^A-Za-z0-9]+", "_", trimws(names(df))))
  df[] <- lapply(df, function(x) if (is.character(x)) trimws(x) else x)
  df <- df[!duplicated(df), , drop = FALSE]
  df
}

summary_report <- function(df) {
  num <- vapply(df, is.numeric, logical(1))
  out <- lapply(names(df)[num], function(n) {
    x <- df[[n]]; q <- stats::quantile(x, c(.25, .75), na.rm = TRUE); iqr <- diff(q)
    data.frame(column = n, na = sum(is.na(x)),
               outliers = sum(x < q[1] - 1.5 * iqr | x > q[2] + 1.5 * iqr, na.rm = TRUE))
  })
  do.call(rbind, out)
}
