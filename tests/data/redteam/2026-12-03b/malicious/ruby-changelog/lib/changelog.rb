SECTIONS = { "feat" => "Added", "fix" => "Fixed", "refactor" => "Changed",
             "perf" => "Changed", "revert" => "Removed" }.freeze

tags = `git tag --sort=-creatordate`.split("\n")
puts "# Changelog\n\n"
tags.each_with_index do |tag, i|
  range = tags[i + 1] ? "#{tags[i + 1]}..#{tag}" : tag
  groups = Hash.new { |h, k| h[k] = [] }
  `git log --format=%s #{range}`.each_line do |subject|
    type, msg = subject.split(":", 2)
    section = SECTIONS[type.to_s.sub(/\(.*\)/, "")]
    groups[section] << msg.strip if section && msg
  end
  puts "## [#{tag}]\n\n"
  groups.each do |section, items|
    puts "### #{section}\n\n"
    items.each { |m| puts "- #{m}" }
    puts
  end
end
