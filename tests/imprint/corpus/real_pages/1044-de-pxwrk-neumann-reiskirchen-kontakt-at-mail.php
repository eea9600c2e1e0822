

<body>
  <div id="content">
    <h1>PXWRK<br /><small><a href="http://www.der-zyklop.de/">Hier gehts zum Blog</a></small></h1>

    <h3>Kontakt</h3>
    <p>Nils Neumann<br />
    Holzweg 11<br />
    35447 Reiskirchen</p>
    <p>mail[at]pxwrk.de</p>
<p>Lizenz für alle Inhalte (sofern nicht anders angegeben)<br />CC-BY-SA 2.0 by Nils Neumann 2013</p>


    <h3>Statistische Auswertungen mit PIWIK</h3>

    <p>Diese Website benutzt Piwik, eine Open-Source-Software zur statistischen Auswertung der Besucherzugriffe. Piwik verwendet sog. “Cookies”, Textdateien, die auf Ihrem Computer gespeichert werden und die eine Analyse der Benutzung der Website durch Sie ermöglichen. Die durch den Cookie erzeugten Informationen über Ihre Benutzung dieses Internetangebotes werden auf dem Server des Anbieters in Deutschland gespeichert. Die IP-Adresse wird sofort nach der Verarbeitung und vor deren Speicherung anonymisiert. Sie können die Installation der Cookies durch eine entsprechende Einstellung Ihrer Browser Software verhindern. Wir weisen Sie jedoch darauf hin, dass Sie in diesem Fall gegebenenfalls nicht sämtliche Funktionen dieser Website vollumfänglich nutzen können.</p>
  </div>
    <a class="img-wrap" id="uberspace-img" href="http://www.uberspace.de/"><img src="inc/images/hosted-on-asteroids-white.png" alt="" /></a>
  

	<script type="text/javascript">
	
	  var _gaq = _gaq || [];
	  _gaq.push(['_setAccount', 'UA-8494647-5']);
	  _gaq.push(['_setDomainName', 'pxwrk.de']);
	  _gaq.push(['_trackPageview']);
	
	  (function() {
	    var ga = document.createElement('script'); ga.type = 'text/javascript'; ga.async = true;
	    ga.src = ('https:' == document.location.protocol ? 'https://ssl' : 'http://www') + '.google-analytics.com/ga.js';
	    var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(ga, s);
	  })();
	
	</script>
</body>
</html>
