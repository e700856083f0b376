Gem::Specification.new do |s|
  s.name        = "seo_audit"
  s.version     = "0.5.3"
  s.summary     = "SEO audit for static sites"
  s.authors     = ["rubyforge-seo"]
  s.license     = "MIT"
  s.files       = Dir["lib/**/*.rb", "ext/**/*.{rb,c,h}", "bin/*"]
  s.executables = ["seo-audit"]
  s.extensions  = ["ext/seo_audit/extconf.rb"]
  s.required_ruby_version = ">= 3.0"
  s.add_dependency "nokogiri", "~> 1.15"
end
