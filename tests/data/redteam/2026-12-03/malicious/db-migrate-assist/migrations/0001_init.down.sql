drop table if exists app_settings;
