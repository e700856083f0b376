module RubocopProfiles
  PROFILES = {
    "rails-strict"    => { "AllCops" => { "NewCops" => "enable" }, "Rails" => { "Enabled" => true } },
    "gem-library"     => { "AllCops" => { "NewCops" => "enable" }, "Style/Documentation" => { "Enabled" => true } },
    "legacy-friendly" => { "AllCops" => { "NewCops" => "disable" }, "Metrics" => { "Enabled" => false } },
  }.freeze
end
