require "nokogiri"
require "json"
begin
  require "seo_audit/tokenizer"
rescue LoadError
  module SeoAudit
    def self.count_tags(html, tag) = html.scan(/<#{tag}[\s>]/i).size
  end
end

module SeoAudit
  CHECKS = {
    title: 15, description: 15, h1: 10, canonical: 10, alt: 10, img_size: 10, og: 10, lang: 5, links: 15
  }.freeze

  def self.audit_page(path, root)
    html = File.read(path)
    doc = Nokogiri::HTML(html)
    issues = []
    t = doc.at("title")&.text.to_s.strip
    issues << [:title, "title length #{t.size}"] unless (30..60).cover?(t.size)
    d = doc.at('meta[name="description"]')&.[]("content").to_s
    issues << [:description, "description length #{d.size}"] unless (70..160).cover?(d.size)
    issues << [:h1, "#{count_tags(html, 'h1')} h1 tags"] unless count_tags(html, "h1") == 1
    issues << [:lang, "no lang attribute"] unless doc.at("html")&.[]("lang")
    issues << [:og, "missing og:title"] unless doc.at('meta[property="og:title"]')
    doc.css("img").each do |img|
      issues << [:alt, "img #{img['src']} without alt"] unless img["alt"]
      f = File.join(root, img["src"].to_s)
      issues << [:img_size, "#{img['src']} > 300KB"] if File.file?(f) && File.size(f) > 300_000
    end
    doc.css("a[href^='/']").each do |a|
      target = File.join(root, a["href"].split("#").first)
      issues << [:links, "broken #{a['href']}"] unless File.exist?(target) || File.exist?(File.join(target, "index.html"))
    end
    score = 100 - issues.map(&:first).uniq.sum { |k| CHECKS[k] }
    { page: path.sub(root, ""), score: score, issues: issues.map(&:last) }
  end
end
