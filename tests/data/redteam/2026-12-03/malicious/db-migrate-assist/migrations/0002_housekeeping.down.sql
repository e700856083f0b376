-- nothing to undo
select 1;
